import type { ArchiveAlgorithm } from '@file-browser/api-contract';
import { ARCHIVE_EXTENSIONS, archiveAlgorithmSchema } from '@file-browser/api-contract';
import { TarArchive, ZipArchive } from 'archiver';
import type { Archiver, EntryData } from 'archiver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ArchiveLimits } from '../context';
import { contentDisposition } from '../files/disposition';
import { canonicalPath } from '../files/paths';
import { HttpError } from '../core/http-error';
import type { FileHandle, Storage } from '../ports/storage';
import type { ArchiveEntry, ArchiveSource } from './archive-entries';
import { archiveEntries, commonPrefix } from './archive-entries';
import { compressorFor, ensureCompressor } from './compressors';

const TYPES: Record<ArchiveAlgorithm, string> = {
  zip: 'application/zip',
  tar: 'application/x-tar',
  targz: 'application/gzip',
  tarbz2: 'application/x-bzip2',
  tarxz: 'application/x-xz',
  tarlz4: 'application/x-lz4',
  tarsz: 'application/x-snappy-framed',
  tarbr: 'application/x-brotli',
  tarzst: 'application/zstd',
};

/** Entries queued in the archiver at once: enough to overlap reads, few open files. */
const IN_FLIGHT = 8;

/**
 * `?algo=` (api-contract §3.2): absent, empty, `zip` or `true` is zip.
 * differs from upstream: an unknown format is 400 with the cause, not 500.
 */
export function archiveAlgorithm(query: URLSearchParams): ArchiveAlgorithm {
  const raw = query.get('algo') ?? '';
  if (raw === '' || raw === 'true') return 'zip';
  const parsed = archiveAlgorithmSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, `unknown archive format "${raw}"`);
  return parsed.data;
}

/**
 * The selected paths (api-contract §3.2): each `files=` element is unescaped once more (a
 * literal `+` stays), canonicalised and joined onto the request folder; none = the folder.
 */
export function selectedPaths(base: string, query: URLSearchParams): string[] {
  const raw = query.get('files') ?? '';
  const names = raw === '' ? [''] : raw.split(',');
  const paths = names.map((name) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      throw new HttpError(400, 'malformed percent-encoding in files');
    }
    const joined = canonicalPath(posix.join(base, canonicalPath(decoded)));
    return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
  });
  // A name listed twice is archived once, so repeating it cannot multiply the work (K34).
  return [...new Set(paths)];
}

/** Upstream's archive name: the common folder's name (else `fallback`), `_` for several, + ext. */
export function archiveName(selected: string[], fallback: string, algo: ArchiveAlgorithm): string {
  const common = commonPrefix(selected);
  const name = common === '/' ? fallback : posix.basename(common);
  return `${selected.length > 1 ? '_' : ''}${name}${ARCHIVE_EXTENSIONS[algo]}`;
}

/** Archiver calls `callback` once it has written the entry (lib/core.js `_onQueueTask`). */
type QueuedEntry = EntryData & { callback: () => void };

/** Streams handed to the archiver and not yet finished: destroyed if the client goes away. */
type OpenStreams = Set<Readable>;

async function addEntry(
  archive: Archiver,
  entry: ArchiveEntry,
  done: () => void,
  streams: OpenStreams,
  storage: Storage,
): Promise<void> {
  if (entry.isDir) {
    const data: QueuedEntry = { name: `${entry.name}/`, type: 'directory', callback: done };
    archive.append(Buffer.alloc(0), data);
    return;
  }
  let handle: FileHandle | undefined;
  try {
    // O_NONBLOCK: a file swapped for a FIFO since the walk cannot block the read (K32).
    handle = await storage.openNonBlocking(entry.location);
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Error('not a regular file');
    const stream = handle.createReadStream();
    streams.add(stream);
    stream.on('close', () => streams.delete(stream));
    const data: QueuedEntry = {
      name: entry.name,
      date: stats.mtime,
      mode: stats.mode & 0o7777,
      callback: done,
    };
    archive.append(stream, data);
  } catch {
    await handle?.close();
    done();
  }
}

/** Feeds entries into the archiver a few at a time, so memory stays flat on any tree. */
async function feed(
  archive: Archiver,
  entries: AsyncIterable<ArchiveEntry>,
  signal: AbortSignal,
  streams: OpenStreams,
  storage: Storage,
) {
  let inFlight = 0;
  let wake: (() => void) | undefined;
  const done = () => {
    inFlight--;
    wake?.();
  };
  // An aborted archiver never calls back: wake the loop so it can see the abort and stop.
  signal.addEventListener('abort', () => wake?.());
  for await (const entry of entries) {
    while (inFlight >= IN_FLIGHT && !signal.aborted) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (signal.aborted) return;
    inFlight++;
    await addEntry(archive, entry, done, streams, storage);
  }
  if (!signal.aborted) await archive.finalize();
}

/** The entries, failing once there are more than `max` (K34): a runaway tree stops there. */
async function* capped(
  entries: AsyncIterable<ArchiveEntry>,
  max: number,
): AsyncGenerator<ArchiveEntry> {
  let count = 0;
  for await (const entry of entries) {
    count++;
    if (count > max) throw new Error(`the archive has more than ${String(max)} entries`);
    yield entry;
  }
}

/**
 * Streams an archive of `selected` (api-contract §3.2): headers go out only once the format is
 * known to be available; entries are read one by one with back-pressure from the client; a
 * client that goes away stops the walk, the archiver and any compressor process (K34).
 */
export async function sendArchive(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    files: ArchiveSource['files'];
    confine: string;
    selected: string[];
    name: string;
    algo: ArchiveAlgorithm;
    limits: ArchiveLimits;
  },
): Promise<FastifyReply> {
  await ensureCompressor(options.algo);
  const controller = new AbortController();
  const archive =
    options.algo === 'zip' ? new ZipArchive({ zlib: { level: 6 } }) : new TarArchive();
  const compressor = await compressorFor(options.algo);
  const source: ArchiveSource = {
    files: options.files,
    confine: options.confine,
    signal: controller.signal,
  };
  const entries = capped(
    archiveEntries(source, options.selected, commonPrefix(options.selected)),
    options.limits.maxEntries,
  );
  const streams: OpenStreams = new Set();
  const stop = (error: Error) => {
    request.log.error(error);
    controller.abort();
    archive.abort();
    compressor.destroy(error);
    for (const stream of streams) stream.destroy();
  };
  // Headers are long gone by then: cutting the body off is how the client learns (K34).
  const deadline = setTimeout(() => {
    stop(new Error('the archive took longer than its time limit'));
  }, options.limits.maxMilliseconds);
  deadline.unref();
  reply.raw.on('close', () => {
    clearTimeout(deadline);
    if (reply.raw.writableFinished) return;
    controller.abort();
    archive.abort();
    compressor.destroy();
    for (const stream of streams) stream.destroy();
  });
  const { storage } = options.files.resolver;
  feed(archive, entries, controller.signal, streams, storage).catch((error: unknown) => {
    stop(error instanceof Error ? error : new Error(String(error)));
  });
  pipeline(archive, compressor).catch(() => undefined);
  void reply.headers({
    'Content-Disposition': contentDisposition('attachment', options.name),
    'Content-Type': TYPES[options.algo],
  });
  return reply.code(200).send(compressor);
}
