import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basename, posix } from 'node:path';
import {
  archiveAlgorithm,
  archiveName,
  selectedPaths,
  sendArchive,
} from '../archives/archive-response';
import type { ArchiveLimits, ServerContext } from '../context';
import { decodeUrlPath } from '../files/paths';
import { flag, queryOf } from '../files/query';
import type { ResourceRequest } from '../files/resource';
import { readFileResource, resolveResource } from '../files/resource';
import type { ListingStyle } from '../listing/folder-listing';
import type { FolderCache } from '../listing/folder-cache';
import { childPath, sendFolderListing } from '../listing/folder-listing';
import { listingAskOf } from '../listing/listing-query';
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

/**
 * How a share's visitor sees its folders: paths relative to the share, no subtitles, links
 * only when they lead inside the shared folder, and the share's name and token on the listing.
 */
function shareStyle(open: OpenShare, virtualPath: string): ListingStyle {
  const token = open.share.token === '' ? {} : { token: open.share.token };
  return {
    confine: open.rootReal,
    itemPath: (dirVirtual, name) => shareRelative(open, childPath(dirVirtual, name)),
    subtitles: false,
    reshape: (head) => ({
      ...head,
      path: shareRelative(open, virtualPath),
      name: shareName(open),
      type: '',
      ...token,
    }),
  };
}

/**
 * `GET /api/public/share/{hash}{subpath}`: a folder's listing, whole or (ours, `?limit=`) by
 * pages as `GET /api/resources` answers them, or a file's info; plus the token.
 */
async function sendShare(
  folders: FolderCache,
  open: OpenShare,
  subpath: string,
  query: URLSearchParams,
  reply: FastifyReply,
): Promise<unknown> {
  const { virtualPath } = await resolveInShare(open, subpath);
  const request: ResourceRequest = {
    resolver: open.files.resolver,
    policy: open.files.policy,
    sorting: { by: 'name', asc: false },
    canModify: hasPerm(open.files.user, 'modify'),
    withContent: false,
  };
  const resolved = await resolveResource(request, virtualPath);
  if (resolved.self.isDir) {
    const ask = listingAskOf(query, request.sorting);
    return sendFolderListing(folders, request, resolved, ask, reply, shareStyle(open, virtualPath));
  }
  const token = open.share.token === '' ? {} : { token: open.share.token };
  const {
    subtitles: _dropped,
    content: _content,
    ...file
  } = await readFileResource(request, resolved);
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
  const { storage } = open.files.resolver;
  if ((await storage.stat(real)).isDirectory()) {
    const algo = archiveAlgorithm(query);
    const selected = selectedPaths(virtualPath, query);
    const fallback = virtualPath === open.root ? shareName(open) : posix.basename(virtualPath);
    const name = archiveName(selected, fallback, algo);
    const options = { files: open.files, confine: open.rootReal, selected, name, algo, limits };
    return sendArchive(request, reply, options);
  }
  const name = posix.basename(virtualPath) || shareName(open);
  return sendFile(storage, request, reply, { real, name, inline: flag(query, 'inline') });
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
      const open = await openShare(context, request, hash);
      return await sendShare(context.folderCache, open, subpath, queryOf(request.url), reply);
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
