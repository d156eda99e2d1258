import type { FileInfo, Sorting } from '@file-browser/api-contract';
import { fileInfoSchema, listingPageSchema, listingSchema } from '@file-browser/api-contract';
import type { FastifyReply } from 'fastify';
import { stat } from 'node:fs/promises';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { isInside } from '../files/paths';
import { isVisible, policyAllows } from '../files/access';
import type { ResolvedResource, ResourceRequest } from '../files/resource';
import { describeEntry, withSubtitles } from '../files/resource';
import { compareRowsFor, naturalKey, sortNeedsStats } from '../files/sort';
import type { SortRow } from '../files/sort';
import type { SubtitleIndex } from '../files/subtitles';
import { indexSubtitles } from '../files/subtitles';
import { mapBounded } from '../files/map-bounded';
import { serialiseJson } from '../http/envelope';
import { checkedResponse } from '../http/json-body';
import type { CachedFolder, FolderView } from './folder-cache';
import { folderCache } from './folder-cache';
import { Kind, STAT_CONCURRENCY } from './folder-table';
import type { ListingAsk } from './listing-query';
import { Pacer, sortPaced } from './pacing';

/**
 * Checking an item against the contract costs about 2 µs; past this many the rest, built by
 * the same code, pass unchecked (as whole listings always did).
 */
const CHECKED_ITEMS = 2000;
const fileInfosSchema = z.array(fileInfoSchema);

/** Items described, serialised and written at a time by a streamed listing (~250 kB). */
const CHUNK = 1000;

/** Views kept per folder (scopes and policies listing it). */
const VIEWS_PER_FOLDER = 8;

/** Who lists, and where. */
interface Lister {
  request: ResourceRequest;
  cached: CachedFolder;
  /** The folder's scope path without a trailing slash. */
  dirVirtual: string;
  pacer: Pacer;
}

/** The entries `request` may see: rules, hidden files, and links leading inside (api-contract §2.5). */
async function viewOf({ request, cached, dirVirtual, pacer }: Lister): Promise<FolderView> {
  const { resolver, policy } = request;
  const key = JSON.stringify([resolver.root, dirVirtual, policy]);
  const known = cached.views.get(key);
  if (known) return known;
  const { names, kinds, links } = cached.table;
  const visible: number[] = [];
  let numDirs = 0;
  for (let index = 0; index < names.length; index++) {
    await pacer.tick();
    if (kinds[index] === Kind.Gone) continue;
    if (!isVisible(policy, posix.join(dirVirtual, names[index] ?? ''))) continue;
    const link = links.get(index);
    if (link?.real) {
      if (!isInside(resolver.root, link.real)) continue;
      // A link must not show what the rules hide under its real name (K08).
      if (!policyAllows(policy, resolver.virtualOf(link.real))) continue;
    } else if (link?.wouldBe && !isInside(resolver.root, link.wouldBe)) continue;
    visible.push(index);
    if (kinds[index] === Kind.Dir) numDirs++;
  }
  const view = {
    visible: Uint32Array.from(visible),
    numDirs,
    numFiles: visible.length - numDirs,
    orders: new Map<string, Uint32Array>(),
  };
  if (cached.views.size >= VIEWS_PER_FOLDER) cached.views.clear();
  cached.views.set(key, view);
  return view;
}

/**
 * The view's entries in `sorting`'s order, kept for the next pages. Name orders need names and
 * kinds only; size and modified orders use the folder's stats table (`fresh`: taken now).
 */
async function orderOf(lister: Lister, view: FolderView, sorting: Sorting, fresh: boolean) {
  const { cached, pacer } = lister;
  const stats = sortNeedsStats(sorting) ? await folderCache.stats(cached, pacer, fresh) : undefined;
  const key = `${sorting.by}\0${String(sorting.asc)}\0${String(stats?.takenAt ?? '')}`;
  const known = view.orders.get(key);
  if (known) return known;
  const { names, kinds } = cached.table;
  const rows: (SortRow & { index: number })[] = [];
  for (const index of view.visible) {
    const name = names[index] ?? '';
    rows.push({
      index,
      name,
      key: stats ? '' : naturalKey(name),
      isDir: kinds[index] === Kind.Dir,
      // An entry whose stat failed is dropped when described; 0 keeps the comparison sound.
      size: stats?.size[index] || 0,
      modified: stats?.modified[index] || 0,
    });
    await pacer.tick();
  }
  const sorted = await sortPaced(rows, compareRowsFor(sorting), pacer);
  const order = Uint32Array.from(sorted, (row) => row.index);
  // Orders of older stats tables are void.
  for (const old of view.orders.keys()) {
    if (stats && !old.endsWith('\0') && !old.endsWith(`\0${String(stats.takenAt)}`)) {
      view.orders.delete(old);
    }
  }
  view.orders.set(key, order);
  return order;
}

/** Describes entries afresh (lstat, links, type), leaving out those that cannot be listed. */
async function describeIndices(
  lister: Lister,
  indices: Uint32Array,
  subtitles: () => Promise<SubtitleIndex>,
): Promise<FileInfo[]> {
  const { request, cached, dirVirtual, pacer } = lister;
  const described = await mapBounded(Array.from(indices), STAT_CONCURRENCY, async (index) => {
    await pacer.tick();
    return describeEntry(request, cached.table.real, dirVirtual, {
      name: cached.table.names[index] ?? '',
    });
  });
  const items: FileInfo[] = [];
  for (const info of described) {
    if (info) items.push(info.type === 'video' ? withSubtitles(info, await subtitles()) : info);
  }
  return items;
}

/** The subtitle index, read when the first video needs it. */
function lazySubtitles(lister: Lister): () => Promise<SubtitleIndex> {
  let index: Promise<SubtitleIndex> | undefined;
  const { request, cached, dirVirtual } = lister;
  return () => {
    index ??= indexSubtitles(
      cached.table.real,
      dirVirtual,
      (path) => isVisible(request.policy, path),
      cached.table.subtitleEntries,
    );
    return index;
  };
}

/** Checks items against the contract until {@link CHECKED_ITEMS} have been checked. */
function checkedItems(items: FileInfo[], alreadyChecked: number): FileInfo[] {
  const left = CHECKED_ITEMS - alreadyChecked;
  if (left <= 0) return items;
  if (items.length <= left) return checkedResponse(fileInfosSchema, items);
  return [...checkedResponse(fileInfosSchema, items.slice(0, left)), ...items.slice(left)];
}

/**
 * The whole listing as upstream's JSON, written `CHUNK` items at a time: memory stays bounded
 * and the event loop free however big the folder. `numDirs`/`numFiles` come after `items` in
 * upstream's key order, so they count the items actually written.
 */
async function* streamListing(
  lister: Lister,
  order: Uint32Array,
  head: Record<string, unknown>,
): AsyncGenerator<Buffer> {
  const subtitles = lazySubtitles(lister);
  yield Buffer.from('{"items":[');
  let written = 0;
  let numDirs = 0;
  for (let start = 0; start < order.length; start += CHUNK) {
    const items = checkedItems(
      await describeIndices(lister, order.subarray(start, start + CHUNK), subtitles),
      written,
    );
    if (items.length === 0) continue;
    numDirs += items.filter((item) => item.isDir).length;
    const json = serialiseJson(items).slice(1, -1);
    yield Buffer.from(written === 0 ? json : `,${json}`);
    written += items.length;
  }
  const tail = serialiseJson({ ...head, numDirs, numFiles: written - numDirs });
  yield Buffer.from(`]${tail.slice(EMPTY_ITEMS.length)}`);
}

const EMPTY_ITEMS = '{"items":[]';

/**
 * `GET /api/resources{folder}` for the authenticated user: the whole listing, streamed in
 * upstream's shape, or (ours) one page of it. Answers through `reply`.
 */
export async function sendFolderListing(
  request: ResourceRequest,
  folder: ResolvedResource,
  ask: ListingAsk,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { self, real } = folder;
  const pacer = new Pacer();
  const cached = await folderCache.folder(real, await stat(real, { bigint: true }), pacer);
  const dirVirtual = self.path.length > 1 ? self.path.replace(/\/+$/, '') : self.path;
  const lister: Lister = { request, cached, dirVirtual, pacer };
  const view = await viewOf(lister);
  // A whole listing shows every size and time: its order must be as fresh.
  const order = await orderOf(lister, view, ask.sorting, ask.page === null);
  const totals = { numDirs: view.numDirs, numFiles: view.numFiles, sorting: ask.sorting };
  void reply.type('application/json; charset=utf-8');
  if (ask.page === null) {
    const head = checkedResponse(listingSchema, { ...self, ...totals, items: [] });
    if (!serialiseJson(head).startsWith(EMPTY_ITEMS)) throw new Error('listing keys out of order');
    return reply.send(Readable.from(streamListing(lister, order, head), { highWaterMark: 1 }));
  }
  const { offset, limit } = ask.page;
  const items = await describeIndices(
    lister,
    order.subarray(offset, offset + limit),
    lazySubtitles(lister),
  );
  const pageFields = { offset, limit, total: view.visible.length };
  const head = checkedResponse(listingPageSchema, { ...self, ...totals, ...pageFields, items: [] });
  return reply.send({ ...head, items: checkedItems(items, 0) });
}
