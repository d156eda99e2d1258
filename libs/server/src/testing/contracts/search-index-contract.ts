import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inProcessCoordination } from '../../lib/drivers/in-process/in-process-coordination';
import type { Coordination } from '../../lib/ports/coordination';
import type {
  IndexQuery,
  IndexedEntry,
  OpenSearchIndex,
  SearchIndex,
} from '../../lib/ports/search-index';
import type { Storage } from '../../lib/ports/storage';

/** One empty served folder for a search index driver, and the driver. */
export interface SearchIndexPlace {
  /** Real path of an empty folder, on `storage`, that the index will cover. */
  root: string;
  /** Where `root` is: the suite writes its trees through it. */
  storage: Storage;
  open: OpenSearchIndex;
  /** Makes a symbolic link (omitted by a driver whose storage has none). */
  symlink?: (target: string, location: string) => Promise<void>;
  /** Removes the folder (and whatever the driver kept) once the index is closed. */
  dispose(): Promise<void>;
}

/** Files of the tree every case starts from; folders are made as needed. */
const TREE = [
  'docs/Report 2.txt',
  'docs/report.pdf',
  'docs/sub/notes.txt',
  'docs/sub/old-report.pdf',
  'docs-2/report.pdf',
  'docs2/report.md',
  'photos/cat.jpg',
  'skip/report.pdf',
  'top-report.txt',
];

/** Every entry of {@link TREE} but the excluded `skip`, in the live walk's order. */
const INDEXED = [
  'docs',
  'docs/Report 2.txt',
  'docs/report.pdf',
  'docs/sub',
  'docs/sub/notes.txt',
  'docs/sub/old-report.pdf',
  'docs-2',
  'docs-2/report.pdf',
  'docs2',
  'docs2/report.md',
  'photos',
  'photos/cat.jpg',
  'top-report.txt',
];

/** A query as the search service builds one: terms narrow, `accepts` has the last word. */
function nameQuery(terms: string[], accepts: (name: string) => boolean, caseSensitive = false) {
  return { terms, caseSensitive, accepts } satisfies IndexQuery;
}
const containing = (term: string) => nameQuery([term], (name) => name.toLowerCase().includes(term));
const everything = nameQuery([], () => true);

async function entriesOf(
  index: SearchIndex,
  path: string,
  query: IndexQuery,
  signal = new AbortController().signal,
): Promise<IndexedEntry[]> {
  const found: IndexedEntry[] = [];
  for await (const batch of index.query(path, query, signal)) found.push(...batch);
  return found;
}

async function pathsOf(index: SearchIndex, path: string, query: IndexQuery): Promise<string[]> {
  return (await entriesOf(index, path, query)).map((entry) => entry.path);
}

/** Polls until `accept` holds or 20 s pass; the caller's assertion then shows what was seen. */
async function until(accept: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await accept()) && Date.now() < end) await sleep(20);
}

/**
 * What every search index driver must do, against a real folder and the in-process change bus.
 * A driver's test calls this with a factory of empty places; a driver that keeps its index
 * elsewhere (a database server) runs the same suite against it.
 */
export function searchIndexContract(
  driver: string,
  placeFactory: () => SearchIndexPlace | Promise<SearchIndexPlace>,
): void {
  describe(`SearchIndex contract: ${driver}`, () => {
    let place: SearchIndexPlace;
    let coordination: Coordination;
    let index: SearchIndex;

    const write = async (path: string) => {
      const location = `${place.root}/${path}`;
      await place.storage.ensureFolder(location.slice(0, location.lastIndexOf('/')));
      await place.storage.createFile(location, '');
    };
    /** Not watching, and no rescan within the test: only the change bus tells of a write. */
    const open = () =>
      place.open({
        root: place.root,
        exclude: ['/skip'],
        watch: false,
        rescanIntervalMs: 3_600_000,
        changes: coordination.events,
      });
    const started = async () => {
      index.start();
      await until(() => index.covers(''));
      expect(index.covers('')).toBe(true);
    };

    beforeEach(async () => {
      place = await placeFactory();
      coordination = inProcessCoordination();
      for (const path of TREE) await write(path);
      index = open();
    });
    afterEach(async () => {
      await index.close();
      await coordination.close();
      await place.dispose();
    });

    it('covers nothing before it starts, then the whole tree once indexed', async () => {
      expect(index.covers('')).toBe(false);
      expect(index.covers('docs')).toBe(false);
      await started();
      expect(index.covers('docs/sub')).toBe(true);
      expect(index.status()).toMatchObject({ ready: true, entries: INDEXED.length });
      expect(await pathsOf(index, '', everything)).toEqual(INDEXED);
    });

    it('never covers a folder it has not wholly indexed yet', async () => {
      const many = Array.from({ length: 1500 }, (_, n) => `docs/many/file-${1000 + n}.txt`);
      for (const path of many) await write(path);
      const wanted = (below: string) =>
        [...INDEXED, 'docs/many', ...many]
          .filter((path) => path.startsWith(`${below}/`))
          .sort((a, b) => Buffer.compare(keyOf(a), keyOf(b)));
      index.start();
      // Whenever a folder is covered while indexing runs, its answer is already whole.
      const end = Date.now() + 20_000;
      while (!index.covers('') && Date.now() < end) {
        for (const folder of ['docs', 'docs/many', 'photos']) {
          if (!index.covers(folder)) continue;
          expect(await pathsOf(index, folder, everything)).toEqual(wanted(folder));
        }
        await sleep(5);
      }
      expect(index.covers('')).toBe(true);
      expect(await pathsOf(index, 'docs', everything)).toEqual(wanted('docs'));
    });

    it('finds entries by name and type, in the live walk order, with their kinds', async () => {
      await started();
      expect(await pathsOf(index, '', containing('report'))).toEqual([
        'docs/Report 2.txt',
        'docs/report.pdf',
        'docs/sub/old-report.pdf',
        'docs-2/report.pdf',
        'docs2/report.md',
        'top-report.txt',
      ]);
      const sensitive = nameQuery(['Report'], (name) => name.includes('Report'), true);
      expect(await pathsOf(index, '', sensitive)).toEqual(['docs/Report 2.txt']);
      // A type filter has no terms to narrow by: the matcher alone decides.
      const pdfs = nameQuery([], (name) => name.endsWith('.pdf'));
      expect(await pathsOf(index, '', pdfs)).toEqual([
        'docs/report.pdf',
        'docs/sub/old-report.pdf',
        'docs-2/report.pdf',
      ]);
      // Terms narrow, the matcher has the last word.
      const reportPdfs = nameQuery(['report'], (name) => name === 'report.pdf');
      expect(await pathsOf(index, '', reportPdfs)).toEqual([
        'docs/report.pdf',
        'docs-2/report.pdf',
      ]);
      expect(await entriesOf(index, '', containing('sub'))).toEqual([
        { path: 'docs/sub', name: 'sub', kind: 'dir' },
      ]);
      expect(await entriesOf(index, 'photos', everything)).toEqual([
        { path: 'photos/cat.jpg', name: 'cat.jpg', kind: 'file' },
      ]);
      if (place.symlink) {
        // Links are indexed as links, never followed: what they point to is judged per search.
        await place.symlink('../docs', `${place.root}/photos/docs-link`);
        await place.symlink('nowhere', `${place.root}/photos/dangling`);
        await coordination.events.publish({ kind: 'changed', path: '/photos/docs-link' });
        await until(() => index.covers('photos'));
        expect(await entriesOf(index, 'photos', everything)).toEqual([
          { path: 'photos/cat.jpg', name: 'cat.jpg', kind: 'file' },
          { path: 'photos/dangling', name: 'dangling', kind: 'link' },
          { path: 'photos/docs-link', name: 'docs-link', kind: 'link' },
        ]);
      }
      const stopped = new AbortController();
      stopped.abort();
      expect(await entriesOf(index, '', everything, stopped.signal)).toEqual([]);
    });

    it('answers only from strictly below the folder asked', async () => {
      await started();
      expect(await pathsOf(index, 'docs', containing('report'))).toEqual([
        'docs/Report 2.txt',
        'docs/report.pdf',
        'docs/sub/old-report.pdf',
      ]);
      expect(await pathsOf(index, 'docs', containing('docs'))).toEqual([]);
      expect(await pathsOf(index, 'docs/sub', everything)).toEqual([
        'docs/sub/notes.txt',
        'docs/sub/old-report.pdf',
      ]);
      expect(await pathsOf(index, 'docs2', everything)).toEqual(['docs2/report.md']);
    });

    it('leaves excluded paths out and never covers them', async () => {
      await started();
      expect(index.covers('skip')).toBe(false);
      expect(index.covers('skip/deeper')).toBe(false);
      expect(index.covers('docs')).toBe(true);
      const found = await pathsOf(index, '', containing('report'));
      expect(found.filter((path) => path.startsWith('skip'))).toEqual([]);
    });

    it('takes the server’s writes from the change bus: never a stale covered answer', async () => {
      await started();
      const seen = async (path: string, folder: string) => {
        // Until the write is applied the folders around it are not covered; then it shows.
        if (!index.covers(folder)) return null;
        return (await pathsOf(index, '', everything)).includes(path);
      };
      await write('docs/sub/fresh-report.txt');
      await coordination.events.publish({ kind: 'changed', path: '/docs/sub/fresh-report.txt' });
      expect(await seen('docs/sub/fresh-report.txt', 'docs')).not.toBe(false);
      expect(index.covers('photos')).toBe(true);
      await until(() => index.covers('docs'));
      expect(await seen('docs/sub/fresh-report.txt', 'docs')).toBe(true);
      expect(index.status()).toMatchObject({ pendingWrites: 0, lagSeconds: 0 });

      // A folder made with its parents: the nearest indexed folder is read again, deeply.
      await write('docs/new/inner/deep.txt');
      await coordination.events.publish({ kind: 'changed', path: '/docs/new/inner' });
      await until(() => index.covers('docs'));
      expect(await pathsOf(index, 'docs', containing('new'))).toEqual(['docs/new']);
      expect(await pathsOf(index, 'docs/new', everything)).toEqual([
        'docs/new/inner',
        'docs/new/inner/deep.txt',
      ]);

      await place.storage.remove(`${place.root}/docs/sub/fresh-report.txt`);
      await coordination.events.publish({ kind: 'changed', path: '/docs/sub/fresh-report.txt' });
      expect(await seen('docs/sub/fresh-report.txt', 'docs/sub')).not.toBe(true);
      await until(() => index.covers('docs/sub'));
      expect(await seen('docs/sub/fresh-report.txt', 'docs/sub')).toBe(false);
    });

    it('stops hearing the bus once closed', async () => {
      await started();
      await index.close();
      await write('docs/after-close.txt');
      await coordination.events.publish({ kind: 'changed', path: '/docs/after-close.txt' });
      expect(index.covers('')).toBe(false);
      // A reopened index of the same place picks the file up from the disk.
      index = open();
      await started();
      expect(await pathsOf(index, 'docs', containing('after-close'))).toEqual([
        'docs/after-close.txt',
      ]);
    });
  });
}

/** The live walk's order of two root-relative paths: bytes, with `/` before any name byte. */
function keyOf(path: string): Buffer {
  return Buffer.from(path.replaceAll('/', '\0'), 'utf8');
}
