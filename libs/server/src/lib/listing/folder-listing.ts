import type { FileInfo } from '@file-browser/api-contract';
import { fileInfoSchema, listingPageSchema, listingSchema } from '@file-browser/api-contract';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { isVisible, policyAllows } from '../files/access';
import { extensionOf } from '../files/file-mode';
import type { ResolvedResource, ResourceRequest } from '../files/resource';
import { withSubtitles } from '../files/resource';
import { sortNeedsStats } from '../files/sort';
import type { SubtitleIndex } from '../files/subtitles';
import { indexSubtitles } from '../files/subtitles';
import { isTempName } from '../core/temp-names';
import { serialiseJson } from '../http/envelope';
import { checkedResponse } from '../http/json-body';
import type { CachedFolder, FolderCache, FolderView } from './folder-cache';
import { Kind } from './folder-table';
import type { ListingAsk } from './listing-query';
import { orderOf } from './listing-order';
import { Pacer } from './pacing';
import { isInside } from '../core/path-checks';

/**
 * Each response checks this many items against the contract (about 2 µs each); the rest, built
 * by the same code from the same records, pass unchecked. A whole check of every 1,000-entry
 * listing would cost more than the listing itself once the folder is cached.
 */
const CHECKED_ITEMS = 200;
const fileInfosSchema = z.array(fileInfoSchema);

/**
 * Items described, serialised and written at a time by a streamed listing (~60 kB). A chunk is
 * done without a chance to yield, and each of the four whole listings a turn may resume does
 * one: 1,000 items took ~7 ms each under load, so a turn held the thread for ~30 ms.
 */
const CHUNK = 250;

/** Views kept per folder (scopes and policies listing it). */
const VIEWS_PER_FOLDER = 8;

const DOT = 46;

/**
 * How a caller shows a folder: the owner sees it as their scope says; a share's visitor sees
 * paths relative to the share, no subtitles, and only links that stay inside the share.
 */
export interface ListingStyle {
  /** Real path that links must lead inside to be listed. */
  confine: string;
  /** An item's `path`, from its folder's scope path and its name. */
  itemPath: (dirVirtual: string, name: string) => string;
  subtitles: boolean;
  /** The listing's own fields as this caller shows them (items first, then the rest). */
  reshape: (head: Record<string, unknown>) => Record<string, unknown>;
}

/** A scope path's child (`dirVirtual` is canonical: no trailing slash except the root's). */
export function childPath(dirVirtual: string, name: string): string {
  return dirVirtual === '/' ? `/${name}` : `${dirVirtual}/${name}`;
}

/** The owner's own listing (`GET /api/resources`). */
function ownerStyle(request: ResourceRequest): ListingStyle {
  return {
    confine: request.resolver.root,
    itemPath: childPath,
    subtitles: true,
    reshape: (head) => head,
  };
}

/** Who lists, where and how. */
interface Lister {
  request: ResourceRequest;
  style: ListingStyle;
  cached: CachedFolder;
  /** The folder's scope path without a trailing slash. */
  dirVirtual: string;
  pacer: Pacer;
  /** When the request began (ms): records read since are fresh for it. */
  startedAt: number;
}

/**
 * The entries `request` may see: rules, hidden files, and links leading inside (api-contract
 * §2.5); `isVisible`'s checks, without building a path for entries no rule could hide.
 */
async function viewOf({ request, style, cached, dirVirtual, pacer }: Lister): Promise<FolderView> {
  const { resolver, policy } = request;
  // The server's own files are fixed for its life, as is this cache: they need no key part.
  const key = JSON.stringify([style.confine, dirVirtual, policy]);
  const known = cached.views.get(key);
  if (known) return known;
  const { names, kinds, links } = cached.table;
  const visible = new Uint32Array(names.length);
  let count = 0;
  let numDirs = 0;
  const ruled = policy.rules.length > 0;
  // The server's own files in this folder (issue 27): listed for nobody.
  const own = resolver.ownFiles.namesIn(cached.table.real);
  for (let index = 0; index < names.length; index++) {
    if ((index & 1023) === 0 && pacer.due()) await pacer.pause();
    const kind = kinds[index];
    if (kind === Kind.Gone) continue;
    const name = names[index] as string;
    if (name.charCodeAt(0) === DOT && (policy.hideDotfiles || isTempName(name))) continue;
    if (ruled && !policyAllows(policy, childPath(dirVirtual, name))) continue;
    if (own?.has(name)) continue;
    const link = links.size > 0 ? links.get(index) : undefined;
    if (link?.real) {
      if (!isInside(style.confine, link.real) || resolver.ownFiles.has(link.real)) continue;
      // A link must not show what the rules hide under its real name (K08).
      if (!policyAllows(policy, resolver.virtualOf(link.real))) continue;
    } else if (link?.wouldBe && !isInside(style.confine, link.wouldBe)) continue;
    visible[count++] = index;
    if (kind === Kind.Dir) numDirs++;
  }
  const view = {
    visible: visible.slice(0, count),
    numDirs,
    numFiles: count - numDirs,
    orders: new Map<string, Promise<Uint32Array>>(),
    firsts: new Map<string, { count: number; order: Promise<Uint32Array> }>(),
  };
  if (cached.views.size >= VIEWS_PER_FOLDER) cached.views.clear();
  cached.views.set(key, view);
  return view;
}

/**
 * The items of `indices` from the folder's records (read where missing or stale), leaving out
 * entries that cannot be listed. Only files whose names do not settle their type have their
 * first bytes read, and only these.
 */
async function describeIndices(
  lister: Lister,
  indices: Uint32Array,
  subtitles: () => Promise<SubtitleIndex>,
): Promise<FileInfo[]> {
  const { style, cached, dirVirtual, pacer } = lister;
  const { records, table } = cached;
  await records.take(indices, pacer, lister.startedAt);
  await records.typeAll(indices);
  const items: FileInfo[] = [];
  for (const index of indices) {
    const record = records.get(index);
    if (!record) continue;
    const name = table.names[index] ?? '';
    const info: FileInfo = {
      path: style.itemPath(dirVirtual, name),
      name,
      size: record.size,
      extension: extensionOf(name),
      modified: record.modified,
      mode: record.mode,
      isDir: record.isDir,
      isSymlink: record.isSymlink,
      type: record.type,
    };
    items.push(
      info.type === 'video' && style.subtitles ? withSubtitles(info, await subtitles()) : info,
    );
  }
  return items;
}

/** The subtitle index, read when the first video needs it. */
function lazySubtitles(lister: Lister): () => Promise<SubtitleIndex> {
  let index: Promise<SubtitleIndex> | undefined;
  const { request, cached, dirVirtual } = lister;
  return () => {
    index ??= indexSubtitles(
      cached.table.storage,
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
    // A cached folder's chunks come without I/O, and a fast reader takes them as fast: the
    // event loop would not see other requests until the whole listing is written.
    if (lister.pacer.due()) await lister.pacer.pause();
  }
  const tail = serialiseJson({ ...head, numDirs, numFiles: written - numDirs });
  yield Buffer.from(`]${tail.slice(EMPTY_ITEMS.length)}`);
}

const EMPTY_ITEMS = '{"items":[]';

/**
 * A folder's listing for `request`: the whole listing, streamed in upstream's shape, or (ours)
 * one page of it; `style` says how the caller shows it (the owner's own by default). Both read
 * the folder through the folder cache: a page of a folder read before costs a stat of the
 * folder and of the page's entries at most. Answers through `reply`.
 */
export async function sendFolderListing(
  folders: FolderCache,
  request: ResourceRequest,
  folder: ResolvedResource,
  ask: ListingAsk,
  reply: FastifyReply,
  style: ListingStyle = ownerStyle(request),
): Promise<FastifyReply> {
  const { self, real, stats } = folder;
  const startedAt = Date.now();
  const pacer = new Pacer();
  const cached = await folders.folder(request.resolver.storage, real, stats, pacer);
  const dirVirtual = self.path.length > 1 ? self.path.replace(/\/+$/, '') : self.path;
  const lister: Lister = { request, style, cached, dirVirtual, pacer, startedAt };
  const view = await viewOf(lister);
  const { page, sorting } = ask;
  // Whole listings show every entry's stats, and size and date orders sort by them.
  if (page === null || sortNeedsStats(sorting)) await cached.records.takeAll(pacer);
  const end = page === null ? null : page.offset + page.limit;
  const order = await orderOf(cached, view, sorting, end, pacer);
  const totals = { numDirs: view.numDirs, numFiles: view.numFiles, sorting };
  void reply.type('application/json; charset=utf-8');
  if (page === null) {
    const checked = checkedResponse(listingSchema, { ...self, ...totals, items: [] });
    const head = style.reshape(checked);
    if (!serialiseJson(head).startsWith(EMPTY_ITEMS)) throw new Error('listing keys out of order');
    return reply.send(Readable.from(streamListing(lister, order, head), { highWaterMark: 1 }));
  }
  const items = await describeIndices(
    lister,
    order.subarray(page.offset, end ?? undefined),
    lazySubtitles(lister),
  );
  const pageFields = { offset: page.offset, limit: page.limit, total: view.visible.length };
  const head = checkedResponse(listingPageSchema, { ...self, ...totals, ...pageFields, items: [] });
  return reply.send({ ...style.reshape(head), items: checkedItems(items, 0) });
}
