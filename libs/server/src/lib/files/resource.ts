import type { FileInfo, ResourceType, Sorting } from '@file-browser/api-contract';
import { dirname, posix, resolve } from 'node:path';
import { HttpError } from '../core/http-error';
import type { AccessPolicy } from './access';
import { isVisible, policyAllows } from './access';
import type { DirEntry, EntryStats, Storage } from '../ports/storage';
import { readTextContent } from './text-content';
import { imageResolution } from './image-resolution';
import { detectType, needsHeader } from './file-type';
import type { HeaderTypeCache, TypeKey } from './header-type-cache';
import { extensionOf, goFileMode, rfc3339 } from './file-mode';
import type { PathResolver } from './paths';
import type { SubtitleIndex } from './subtitles';
import { indexSubtitles } from './subtitles';
import { isInside, leadsNowhere } from '../core/path-checks';

/** Who is asking, and what they may see and do. */
export interface ResourceRequest {
  resolver: PathResolver;
  policy: AccessPolicy;
  sorting: Sorting;
  canModify: boolean;
  /** Include a text file's content (the user holds `download`). */
  withContent: boolean;
}

interface Described {
  virtualPath: string;
  name: string;
  /** Size, type and isDir come from here (the link target for links). */
  target: EntryStats;
  /** Modified and mode come from here. */
  own: EntryStats;
  isSymlink: boolean;
}

/** Errors that mean the server itself is short of resources, not that one entry is unreadable. */
const RESOURCE_ERRORS = new Set(['EMFILE', 'ENFILE', 'ENOMEM']);

/** A video's info with the subtitles found for it (api-contract §2.6). */
export function withSubtitles(info: FileInfo, subtitlesOf: SubtitleIndex): FileInfo {
  if (info.type !== 'video') return info;
  const subtitles = subtitlesOf(info.name);
  return subtitles.length > 0 ? { ...info, subtitles } : info;
}

/**
 * A regular file's type when its name, or a header read remembered for these stats, settles it;
 * undefined when only reading its first bytes can tell.
 */
export function settledType(
  headerTypes: HeaderTypeCache,
  name: string,
  target: TypeKey,
  canModify: boolean,
): ResourceType | undefined {
  if (!needsHeader(name)) return detectType({ name, size: Number(target.size), canModify });
  // Only the writable verdict is remembered: `textImmutable` depends on who asks.
  return canModify ? headerTypes.get(name, target) : undefined;
}

/**
 * A regular file's type, reading its first bytes only when {@link settledType} cannot tell
 * (`real`: where to read them). Paged listings (`listing/`) call it for a page's entries only.
 */
export async function fileTypeOf(
  storage: Storage,
  headerTypes: HeaderTypeCache,
  name: string,
  target: TypeKey,
  real: string,
  canModify: boolean,
): Promise<ResourceType> {
  const settled = settledType(headerTypes, name, target, canModify);
  if (settled) return settled;
  const header = await storage.readHeader(real);
  const type = detectType({ name, size: Number(target.size), canModify, header });
  if (canModify) headerTypes.set(name, target, type);
  return type;
}

async function describe(
  resolver: PathResolver,
  entry: Described,
  real: string,
  canModify: boolean,
): Promise<FileInfo> {
  const isDir = entry.target.isDirectory();
  const size = Number(entry.target.size);
  let type: FileInfo['type'] = '';
  // Pipes, sockets and devices are never read: a read could block forever (K32).
  if (!isDir) {
    type = entry.target.isFile()
      ? await fileTypeOf(
          resolver.storage,
          resolver.headerTypes,
          entry.name,
          entry.target,
          real,
          canModify,
        )
      : 'blob';
  }
  return {
    path: entry.virtualPath,
    name: entry.name,
    size,
    extension: extensionOf(entry.name),
    modified: rfc3339(entry.own),
    mode: goFileMode(Number(entry.own.mode)),
    isDir,
    isSymlink: entry.isSymlink,
    type,
  };
}

/**
 * One directory entry as the listing shows it, or null when it must be left out: links whose
 * target lies outside the root are omitted so nothing about the outside leaks (api-contract §2.5).
 * Paged listings (`listing/`) describe their page's entries with this too.
 */
export async function describeEntry(
  request: Pick<ResourceRequest, 'resolver' | 'policy'>,
  dirReal: string,
  dirVirtual: string,
  entry: Pick<DirEntry, 'name'>,
): Promise<FileInfo | null> {
  const virtualPath = posix.join(dirVirtual, entry.name);
  if (!isVisible(request.policy, virtualPath)) return null;
  const location = resolve(dirReal, entry.name);
  const { storage } = request.resolver;
  try {
    const own = await storage.lstat(location, { bigint: true });
    if (!own.isSymbolicLink()) {
      return await describe(
        request.resolver,
        { virtualPath, name: entry.name, target: own, own, isSymlink: false },
        location,
        true,
      );
    }
    let targetReal: string;
    try {
      targetReal = await storage.realpath(location);
    } catch (error) {
      if (!leadsNowhere(error)) return null;
      const wouldBe = resolve(dirname(location), await storage.readlink(location));
      if (!isInside(request.resolver.root, wouldBe)) return null;
      return {
        ...(await describe(
          request.resolver,
          { virtualPath, name: entry.name, target: own, own, isSymlink: true },
          location,
          true,
        )),
        type: 'invalid_link',
      };
    }
    if (!isInside(request.resolver.root, targetReal)) return null;
    // A link must not show what the rules hide under its real name (security-requirements K08).
    if (!policyAllows(request.policy, request.resolver.virtualOf(targetReal))) return null;
    const target = await storage.stat(targetReal, { bigint: true });
    return await describe(
      request.resolver,
      { virtualPath, name: entry.name, target, own: target, isSymlink: true },
      targetReal,
      true,
    );
  } catch (error) {
    // Entries the OS will not stat are skipped and the listing still succeeds; running out of
    // descriptors or memory fails the request instead of silently dropping entries.
    if (RESOURCE_ERRORS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    return null;
  }
}

/** A path the request names, resolved and described; `real` is where it really is. */
export interface ResolvedResource {
  self: FileInfo;
  real: string;
  /** What `real` held when resolved: a listing checks its folder cache against it. */
  stats: EntryStats;
}

/**
 * The first half of `GET /api/resources{path}`: 403 for paths the rules hide, 404 for missing
 * ones, then the resource's own info (a folder's without its items).
 */
export async function resolveResource(
  request: ResourceRequest,
  virtualPath: string,
): Promise<ResolvedResource> {
  if (!isVisible(request.policy, virtualPath)) throw new HttpError(403);
  const real = await request.resolver.existing(virtualPath);
  if (!policyAllows(request.policy, request.resolver.virtualOf(real))) throw new HttpError(403);
  const { storage } = request.resolver;
  const own = await storage.lstat(request.resolver.lexical(virtualPath), { bigint: true });
  const target = await storage.stat(real, { bigint: true });
  const name = virtualPath === '/' ? '' : posix.basename(virtualPath);
  const self = await describe(
    request.resolver,
    { virtualPath, name, target, own, isSymlink: own.isSymbolicLink() },
    real,
    request.canModify,
  );
  return { self, real, stats: target };
}

/**
 * A file's info as `GET /api/resources{path}` answers it: subtitles, text content, and an
 * image's resolution. differs from upstream: listings carry no resolution (upstream reads every
 * image's header for them), only a file's own info.
 */
export async function readFileResource(
  request: ResourceRequest,
  { self, real }: ResolvedResource,
): Promise<FileInfo> {
  const virtualPath = self.path;
  const dirVirtual = posix.dirname(virtualPath);
  const file =
    self.type === 'video'
      ? withSubtitles(
          self,
          await indexSubtitles(
            request.resolver.storage,
            await request.resolver.existing(dirVirtual),
            dirVirtual,
            (path) => isVisible(request.policy, path),
          ),
        )
      : self;
  if (file.type === 'image') {
    const resolution = await imageResolution(real, file.extension);
    return resolution ? { ...file, resolution } : file;
  }
  if ((file.type === 'text' || file.type === 'textImmutable') && request.withContent) {
    const content = await readTextContent(request.resolver.storage, real);
    return content === '' ? file : { ...file, content };
  }
  return file;
}
