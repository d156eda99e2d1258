import type { FileInfo, Listing, PublicShare } from '@file-browser/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { realpath, stat } from 'node:fs/promises';
import { basename, posix } from 'node:path';
import {
  archiveAlgorithm,
  archiveName,
  selectedPaths,
  sendArchive,
} from '../archives/archive-response';
import type { ArchiveLimits, ServerContext } from '../context';
import { decodeUrlPath, isInside } from '../files/paths';
import { flag, queryOf } from '../files/query';
import { readResource } from '../files/resource';
import { hasPerm } from '../files/user-files';
import { restoreRawHeaders, sendFile } from '../files/send-file';
import { sendStatus } from '../http/envelope';
import type { OpenShare } from '../shares/public-access';
import { ShareThrottled, openShare, resolveInShare } from '../shares/public-access';

/** Splits `/{hash}{subpath}` (api-contract §4.6 step 1). */
function hashAndSubpath(url: string, prefix: string): { hash: string; subpath: string } {
  const rest = decodeUrlPath((url.split('?', 1)[0] ?? '').slice(prefix.length));
  const [, hash = '', ...parts] = rest.split('/');
  return { hash, subpath: `/${parts.join('/')}` };
}

/** The share-relative form of an owner-scope path inside the share (`/` for the root). */
function shareRelative(open: OpenShare, virtualPath: string): string {
  if (open.root === '/') return virtualPath;
  return virtualPath.slice(open.root.length) || '/';
}

function shareName(open: OpenShare): string {
  return open.root === '/' ? basename(open.rootReal) : posix.basename(open.root);
}

async function insideShare(open: OpenShare, item: FileInfo, dirVirtual: string): Promise<boolean> {
  if (!item.isSymlink) return true;
  try {
    const lexical = open.files.resolver.lexical(posix.join(dirVirtual, item.name));
    return isInside(open.rootReal, await realpath(lexical));
  } catch {
    return item.type === 'invalid_link';
  }
}

/** Rewrites a listing for the public: share-relative paths, links out of the share left out. */
async function publicListing(open: OpenShare, listing: Listing, virtualPath: string) {
  const kept: FileInfo[] = [];
  for (const item of listing.items) {
    if (!(await insideShare(open, item, virtualPath))) continue;
    const { subtitles: _dropped, ...rest } = item;
    kept.push({ ...rest, path: shareRelative(open, posix.join(virtualPath, item.name)) });
  }
  const numDirs = kept.filter((item) => item.isDir).length;
  return {
    ...listing,
    items: kept,
    numDirs,
    numFiles: kept.length - numDirs,
    path: shareRelative(open, virtualPath),
    name: shareName(open),
    type: '' as const,
  };
}

/** `GET /api/public/share/{hash}{subpath}`: the listing or file info, plus the token. */
async function describeShare(open: OpenShare, subpath: string): Promise<PublicShare> {
  const { virtualPath } = await resolveInShare(open, subpath);
  const resource = await readResource(
    {
      resolver: open.files.resolver,
      policy: open.files.policy,
      sorting: { by: 'name', asc: false },
      canModify: hasPerm(open.files.user, 'modify'),
      withContent: false,
    },
    virtualPath,
  );
  const token = open.share.token === '' ? {} : { token: open.share.token };
  if ('items' in resource)
    return { ...(await publicListing(open, resource, virtualPath)), ...token };
  const { subtitles: _dropped, content: _content, ...file } = resource;
  return { ...file, path: '', ...token };
}

/** `GET /api/public/dl/{hash}{subpath}`: one file as `/api/raw` sends it, or an archive. */
async function download(
  request: FastifyRequest,
  reply: FastifyReply,
  open: OpenShare,
  subpath: string,
  limits: ArchiveLimits,
): Promise<FastifyReply> {
  const { virtualPath, real } = await resolveInShare(open, subpath);
  const query = queryOf(request.url);
  if ((await stat(real)).isDirectory()) {
    const algo = archiveAlgorithm(query);
    const selected = selectedPaths(virtualPath, query);
    const fallback = virtualPath === open.root ? shareName(open) : posix.basename(virtualPath);
    const name = archiveName(selected, fallback, algo);
    const options = { files: open.files, confine: open.rootReal, selected, name, algo, limits };
    return sendArchive(request, reply, options);
  }
  const name = posix.basename(virtualPath) || shareName(open);
  return sendFile(request, reply, { real, name, inline: flag(query, 'inline') });
}

/** Answers a throttled password attempt with 429 and `Retry-After` (K44). */
function throttled(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof ShareThrottled)) throw error;
  void reply.header('Retry-After', String(error.retryAfterSeconds));
  return sendStatus(reply, 429);
}

/**
 * The public, read-only share routes (api-contract §4.6): no login, GET only (K47). Every
 * request re-opens the share: expiry, password or token, the owner's current permissions and
 * rules, and the shared object itself (K24, K45).
 */
export function publicRoutes(app: FastifyInstance, context: ServerContext): void {
  const sharePrefix = `${context.baseURL}/api/public/share`;
  app.get('/api/public/share/*', async (request, reply) => {
    const { hash, subpath } = hashAndSubpath(request.url, sharePrefix);
    try {
      return await describeShare(await openShare(context, request, hash), subpath);
    } catch (error) {
      return throttled(reply, error);
    }
  });
  const dlPrefix = `${context.baseURL}/api/public/dl`;
  void app.register((scope, _options, done) => {
    scope.addHook('onSend', restoreRawHeaders);
    scope.get('/api/public/dl/*', async (request, reply) => {
      const { hash, subpath } = hashAndSubpath(request.url, dlPrefix);
      try {
        const open = await openShare(context, request, hash);
        return await download(request, reply, open, subpath, context.archiveLimits);
      } catch (error) {
        return throttled(reply, error);
      }
    });
    done();
  });
}
