import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgresForSuite } from '../../../testing/engines/postgres-suite';
import type { Coordination } from '../../ports/coordination';
import type { IndexQuery, SearchIndex } from '../../ports/search-index';
import { inProcessCoordination } from '../in-process/in-process-coordination';
import { postgresSearchIndex } from './postgres-search-index';

const everything: IndexQuery = { terms: [], caseSensitive: false, accepts: () => true };
const containing = (term: string): IndexQuery => ({
  terms: [term],
  caseSensitive: false,
  accepts: (name) => name.toLowerCase().includes(term),
});

async function pathsOf(index: SearchIndex, path: string, query: IndexQuery): Promise<string[]> {
  const found: string[] = [];
  for await (const batch of index.query(path, query, new AbortController().signal)) {
    found.push(...batch.map((entry) => entry.path));
  }
  return found;
}

/** Polls until `accept` holds or 20 s pass; the assertion after it shows what was seen. */
async function until(accept: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await accept()) && Date.now() < end) await sleep(20);
}

// Two "nodes" (two indexes, as two servers would open them) on one database and one folder.
describe('postgresSearchIndex: nodes sharing one database (private PostgreSQL, real folder)', () => {
  const engine = postgresForSuite();
  let database: string;
  let base: string;
  let root: string;
  /** Node a's bus and node b's when they have their own (without Redis). */
  let busA: Coordination;
  let busB: Coordination;
  let nodes: SearchIndex[];

  const write = async (path: string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), '');
  };
  /** Who indexes and how many walks were finished, as the state row tells operators. */
  const indexing = async () => {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      const { rows } = await client.query<{ indexer: string; walks: number }>(
        'SELECT indexer, walks FROM search_index_state',
      );
      return rows[0];
    } finally {
      await client.end();
    }
  };
  /** Not watching, and no rescan within a test, unless `outside` says how to see such writes. */
  const node = (
    name: string,
    bus: Coordination,
    outside = { watch: false, rescanIntervalMs: 3_600_000 },
  ) => {
    const index = postgresSearchIndex(database, { node: name, electionMs: 100 })({
      root,
      exclude: [],
      ...outside,
      changes: bus.events,
    });
    nodes.push(index);
    index.start();
    return index;
  };
  /** Starts nodes a and b (on the given buses) and waits until both answer from the index. */
  const startBoth = async (busA: Coordination, busB: Coordination) => {
    const started = { a: node('a', busA), b: node('b', busB) };
    await until(() => started.a.covers('') && started.b.covers(''));
    const state = await indexing();
    const indexer = state?.indexer === 'a' ? started.a : started.b;
    const other = indexer === started.a ? started.b : started.a;
    return { indexer, other, state };
  };

  beforeEach(async () => {
    database = await engine.newDatabase();
    base = await realpath(await mkdtemp(join(tmpdir(), 'fb-pg-search-')));
    root = join(base, 'data');
    for (const path of ['docs/report.pdf', 'docs/sub/notes.txt', 'photos/cat.jpg']) {
      await write(path);
    }
    busA = inProcessCoordination();
    busB = inProcessCoordination();
    nodes = [];
  });
  afterEach(async () => {
    for (const index of nodes) await index.close();
    await busA.close();
    await busB.close();
    await rm(base, { recursive: true, force: true });
  });

  it('walks the tree on one node only, and answers from the shared index on both', async () => {
    const { indexer, other, state } = await startBoth(busA, busA);
    expect(state?.walks).toBe(1);
    const tree = [
      'docs',
      'docs/report.pdf',
      'docs/sub',
      'docs/sub/notes.txt',
      'photos',
      'photos/cat.jpg',
    ];
    expect(await pathsOf(indexer, '', everything)).toEqual(tree);
    expect(await pathsOf(other, '', everything)).toEqual(tree);
    expect(other.status()).toMatchObject({ ready: true, entries: tree.length, pendingWrites: 0 });
    expect(other.status().bytes).toBeGreaterThan(0);
  });

  it('makes a write heard on the bus searchable from the node that does not index', async () => {
    const { other } = await startBoth(busA, busA);
    await write('docs/sub/fresh-report.txt');
    await busA.events.publish({ kind: 'changed', path: '/docs/sub/fresh-report.txt' });
    // Never a stale covered answer: uncovered until the indexer has applied the write.
    expect(other.covers('docs')).toBe(false);
    expect(other.covers('photos')).toBe(true);
    await until(() => other.covers('docs'));
    expect(await pathsOf(other, '', containing('fresh'))).toEqual(['docs/sub/fresh-report.txt']);
  });

  it('takes a write only the other node heard to the indexer through the shared queue', async () => {
    // Each node its own bus, as two servers without Redis: only the writer hears its write.
    const { indexer, other } = await startBoth(busA, busB);
    const otherBus = other === nodes[0] ? busA : busB;
    await write('photos/new/dog.jpg');
    await otherBus.events.publish({ kind: 'changed', path: '/photos/new/dog.jpg' });
    expect(other.covers('photos')).toBe(false);
    await until(() => other.covers('photos'));
    expect(await pathsOf(other, 'photos', everything)).toEqual([
      'photos/cat.jpg',
      'photos/new',
      'photos/new/dog.jpg',
    ]);
    expect(await pathsOf(indexer, '', containing('dog'))).toEqual(['photos/new/dog.jpg']);
  });

  it('hands indexing over when the indexing node closes', async () => {
    const { indexer, other } = await startBoth(busA, busA);
    await indexer.close();
    await until(async () => (await indexing())?.walks === 2);
    expect(await indexing()).toMatchObject({ indexer: other === nodes[0] ? 'a' : 'b' });
    await until(() => other.covers(''));
    await write('docs/after.txt');
    await busA.events.publish({ kind: 'changed', path: '/docs/after.txt' });
    await until(() => other.covers('docs'));
    expect(await pathsOf(other, 'docs', containing('after'))).toEqual(['docs/after.txt']);
  });

  it('survives the indexer’s connection being killed: the lock frees and indexing resumes', async () => {
    const { other } = await startBoth(busA, busA);
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    await client.query('SELECT pg_terminate_backend(indexer_pid) FROM search_index_state');
    await client.end();
    await until(async () => (await indexing())?.walks === 2);
    // Written while indexing moves: once covered again, the write is there.
    await write('docs/meanwhile.txt');
    await busA.events.publish({ kind: 'changed', path: '/docs/meanwhile.txt' });
    await until(() => other.covers('docs'));
    expect(other.covers('docs')).toBe(true);
    expect(await pathsOf(other, 'docs', containing('meanwhile'))).toEqual(['docs/meanwhile.txt']);
  });

  it('comes back after PostgreSQL restarts, with a write heard while it was down', async () => {
    const { other } = await startBoth(busA, busA);
    const restarted = engine.restart();
    // Once the nodes notice the database gone (they stop covering), the write comes.
    await until(() => !other.covers(''));
    await write('docs/while-down.txt');
    await busA.events.publish({ kind: 'changed', path: '/docs/while-down.txt' });
    expect(other.covers('docs')).toBe(false);
    await restarted;
    await until(() => other.covers('docs'));
    expect(await pathsOf(other, 'docs', containing('while-down'))).toEqual(['docs/while-down.txt']);
    expect(await indexing()).toMatchObject({ walks: 2 });
  });

  it.each([
    ['watching folders', { watch: true, rescanIntervalMs: 3_600_000 }],
    ['rescanning by mtime', { watch: false, rescanIntervalMs: 100 }],
  ])('sees a write made outside the server, %s, from every node', async (_, outside) => {
    const a = node('a', busA, outside);
    const b = node('b', busA, outside);
    await until(() => a.covers('') && b.covers(''));
    // Nobody publishes this one: only the indexer's watchers or rescans can find it.
    await write('photos/by-hand.jpg');
    const found = async (index: SearchIndex) =>
      (await pathsOf(index, 'photos', containing('by-hand'))).length === 1;
    await until(async () => (await found(a)) && (await found(b)));
    expect(await pathsOf(a, 'photos', everything)).toEqual([
      'photos/by-hand.jpg',
      'photos/cat.jpg',
    ]);
    expect(await pathsOf(b, 'photos', everything)).toEqual([
      'photos/by-hand.jpg',
      'photos/cat.jpg',
    ]);
  });
});
