import type { FileInfo, Listing, Sorting } from '@file-browser/api-contract';
import type { BigIntStats, Dirent } from 'node:fs';
import { lstat, open, readFile, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { dirname, posix, resolve } from 'node:path';
import { HttpError } from '../http/http-error';
import type { AccessPolicy } from './access';
import { isVisible } from './access';
import { detectType, needsHeader } from './file-type';
import { extensionOf, goFileMode, rfc3339 } from './file-mode';
import type { PathResolver } from './paths';
import { isInside, isMissing } from './paths';
import { sortItems } from './sort';

const HEADER_BYTES = 512;

/** Who is asking, and what they may see and do. */
export interface ResourceRequest {
  resolver: PathResolver;
  policy: AccessPolicy;
  sorting: Sorting;
  canModify: boolean;
  /** Include a text file's content (the user holds `download`). */
  withContent: boolean;
}

async function readHeader(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

interface Described {
  virtualPath: string;
  name: string;
  /** Size, type and isDir come from here (the link target for links). */
  target: BigIntStats;
  /** Modified and mode come from here. */
  own: BigIntStats;
  isSymlink: boolean;
}

async function describe(entry: Described, real: string, canModify: boolean): Promise<FileInfo> {
  const isDir = entry.target.isDirectory();
  const size = Number(entry.target.size);
  let type: FileInfo['type'] = '';
  if (!isDir) {
    const header =
      entry.target.isFile() && needsHeader(entry.name) ? await readHeader(real) : undefined;
    type = entry.target.isFIFO()
      ? 'blob'
      : detectType({ name: entry.name, size, canModify, ...(header && { header }) });
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
 */
async function describeChild(
  request: ResourceRequest,
  dirReal: string,
  dirVirtual: string,
  entry: Dirent,
): Promise<FileInfo | null> {
  const virtualPath = posix.join(dirVirtual, entry.name);
  if (!isVisible(request.policy, virtualPath)) return null;
  const location = resolve(dirReal, entry.name);
  try {
    const own = await lstat(location, { bigint: true });
    if (!own.isSymbolicLink()) {
      return await describe(
        { virtualPath, name: entry.name, target: own, own, isSymlink: false },
        location,
        true,
      );
    }
    let targetReal: string;
    try {
      targetReal = await realpath(location);
    } catch (error) {
      if (!isMissing(error)) return null;
      const wouldBe = resolve(dirname(location), await readlink(location));
      if (!isInside(request.resolver.root, wouldBe)) return null;
      return {
        ...(await describe(
          { virtualPath, name: entry.name, target: own, own, isSymlink: true },
          location,
          true,
        )),
        type: 'invalid_link',
      };
    }
    if (!isInside(request.resolver.root, targetReal)) return null;
    const target = await stat(targetReal, { bigint: true });
    return await describe(
      { virtualPath, name: entry.name, target, own: target, isSymlink: true },
      targetReal,
      true,
    );
  } catch {
    // Entries the OS will not stat are skipped; the listing still succeeds.
    return null;
  }
}

async function listDirectory(
  request: ResourceRequest,
  real: string,
  self: FileInfo,
): Promise<Listing> {
  const bare = self.path.length > 1 ? self.path.replace(/\/+$/, '') : self.path;
  const entries = await readdir(real, { withFileTypes: true });
  const described = await Promise.all(
    entries.map((entry) => describeChild(request, real, bare, entry)),
  );
  const items = sortItems(
    described.filter((item): item is FileInfo => item !== null),
    request.sorting,
  );
  const numDirs = items.filter((item) => item.isDir).length;
  return {
    items,
    numDirs,
    numFiles: items.length - numDirs,
    sorting: request.sorting,
    ...self,
  };
}

/**
 * `GET /api/resources{path}`: a folder's listing or a file's info (api-contract §2.3). The path
 * is already canonical; 403 for paths the rules hide, 404 for missing ones.
 */
export async function readResource(
  request: ResourceRequest,
  virtualPath: string,
): Promise<FileInfo | Listing> {
  if (!isVisible(request.policy, virtualPath)) throw new HttpError(403);
  const real = await request.resolver.existing(virtualPath);
  const own = await lstat(request.resolver.lexical(virtualPath), { bigint: true });
  const target = await stat(real, { bigint: true });
  const name = virtualPath === '/' ? '' : posix.basename(virtualPath);
  const self = await describe(
    { virtualPath, name, target, own, isSymlink: own.isSymbolicLink() },
    real,
    request.canModify,
  );
  if (target.isDirectory()) return listDirectory(request, real, self);
  if ((self.type === 'text' || self.type === 'textImmutable') && request.withContent) {
    return { ...self, content: await readFile(real, 'utf8') };
  }
  return self;
}
