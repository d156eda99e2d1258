import type { FastifyReply, FastifyRequest } from 'fastify';
import { extname, join } from 'node:path';
import mime from 'mime-types';
import { checkConditions } from '../files/conditional';
import { rangeApplies, singleRange } from '../files/send-file';
import { chooseCoding } from '../http/accept-encoding';
import { sendStatus } from '../http/envelope';
import type { Storage } from '../ports/storage';

/** A content coding the web build stores beside a file (`apps/web/precompress.ts`), best first. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** A stored content coding of a static file. */
export type Coding = (typeof CODINGS)[number]['coding'];

/** One file on disk: one coding of a static file. */
interface Stored {
  path: string;
  size: number;
  mtimeMs: number;
  /** Strong: size and time of this very file, plus the coding, so no two codings share one. */
  etag: string;
}

/** A file of the built web app, with the encoded copies the build made of it. */
export interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Stored;
  encoded: Partial<Record<Coding, Stored>>;
}

/**
 * Vite's content-hashed output (`assets/<name>-<hash>.<ext>`, and its source maps): its name
 * changes whenever its bytes do, so a browser may keep it for good.
 */
const HASHED = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9.]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else keeps its name across builds: cached, but asked again each time (304). */
const REVALIDATE = 'no-cache';

async function stored(disk: Storage, path: string, coding: Coding | undefined): Promise<Stored> {
  const stats = await disk.stat(path);
  const tag = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return {
    path,
    size: stats.size,
    mtimeMs: stats.mtimeMs,
    etag: `"${tag}${coding ? `-${coding}` : ''}"`,
  };
}

async function listFiles(disk: Storage, root: string, prefix = ''): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await disk.list(join(root, prefix))) {
    // Dotfiles (a build's `.vite/` manifest, an editor's leftovers) are nobody's business.
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...(await listFiles(disk, root, relative)));
    else if (entry.isFile()) names.push(relative);
  }
  return names;
}

/**
 * Reads the list of the built web app's files once, at start-up: each file by its path relative
 * to `root` (`assets/index-AbC123xy.js`), with its type, caching and any `.br`/`.gz` copy
 * beside it. A `.br` or `.gz` file with its original beside it is only that original's copy,
 * never served under its own name. Links are not followed. Files added later are not seen
 * until the server restarts (README, "For developers").
 */
export async function loadStaticFiles(
  disk: Storage,
  root: string,
): Promise<Map<string, StaticFile>> {
  const names = await listFiles(disk, root);
  const present = new Set(names);
  const isCopy = (name: string) =>
    CODINGS.some(
      ({ suffix }) => name.endsWith(suffix) && present.has(name.slice(0, -suffix.length)),
    );
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    if (isCopy(name)) continue;
    const encoded: StaticFile['encoded'] = {};
    for (const { coding, suffix } of CODINGS) {
      if (present.has(name + suffix)) {
        encoded[coding] = await stored(disk, join(root, name + suffix), coding);
      }
    }
    files.set(name, {
      type: mime.contentType(extname(name)) || 'application/octet-stream',
      cacheControl: HASHED.test(name) ? IMMUTABLE : REVALIDATE,
      identity: await stored(disk, join(root, name), undefined),
      encoded,
    });
  }
  return files;
}

/**
 * A file from outside the build (a branding file), looked at now: its type by name, no encoded
 * copies, asked again on every use (`no-cache`), since the admin may change it at any time.
 */
export async function plainStaticFile(
  disk: Storage,
  path: string,
  name: string,
): Promise<StaticFile> {
  return {
    type: mime.contentType(extname(name)) || 'application/octet-stream',
    cacheControl: REVALIDATE,
    identity: await stored(disk, path, undefined),
    encoded: {},
  };
}

/**
 * Sends one file of the built web app: the `.br` or `.gz` copy when `Accept-Encoding` prefers
 * it (with `Vary: Accept-Encoding` whenever a copy exists), the file itself for a `Range`
 * request (ranges are of the plain bytes only), its own `ETag` per coding, conditional
 * requests (304/412) and `Cache-Control` by name: a year and `immutable` for hashed assets,
 * `no-cache` for the rest. `headers` are added (the app's CSP on an HTML file).
 */
export function sendStaticFile(
  disk: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  headers: Record<string, string> = {},
): FastifyReply {
  const available = CODINGS.map(({ coding }) => coding).filter((coding) => file.encoded[coding]);
  const coding =
    request.headers.range === undefined
      ? chooseCoding(request.headers['accept-encoding'], available)
      : 'identity';
  const chosen = coding === 'identity' ? file.identity : (file.encoded[coding] ?? file.identity);
  void reply.headers({
    ...headers,
    'Cache-Control': file.cacheControl,
    ETag: chosen.etag,
    'Last-Modified': new Date(chosen.mtimeMs).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ...(available.length > 0 && { Vary: 'Accept-Encoding' }),
  });
  const condition = checkConditions(request.headers, chosen);
  if (condition === 304) return reply.code(304).send();
  if (condition === 412) return sendStatus(reply, 412);
  void reply.type(file.type);
  if (coding !== 'identity') void reply.header('Content-Encoding', coding);
  const { size } = chosen;
  const range =
    coding === 'identity' && rangeApplies(request, chosen.etag, chosen.mtimeMs)
      ? singleRange(request.headers.range, size)
      : -2;
  if (range === -1) return sendStatus(reply.header('Content-Range', `bytes */${size}`), 416);
  if (typeof range === 'number') {
    void reply.header('Content-Length', size);
    if (size === 0) return reply.code(200).send(Buffer.alloc(0));
    // Never more than the bytes announced, should the file have changed since start-up.
    return reply.code(200).send(disk.readStream(chosen.path, { start: 0, end: size - 1 }));
  }
  void reply.headers({
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Content-Length': range.end - range.start + 1,
  });
  return reply.code(206).send(disk.readStream(chosen.path, { start: range.start, end: range.end }));
}
