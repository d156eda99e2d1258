import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportEdge } from '../testing/import-graph';
import { folderCycles, folderOf, importEdges, upwardEdges } from '../testing/import-graph';

/**
 * The folders of libs/server/src/lib from the top down (docs/server-architecture.md, "Layers").
 * A module may import its own folder and any folder on a lower line, never one above or beside
 * it. `.` is the composition root (create-server, bootstrap, context): from below, only its
 * ServerContext type may be read. Drivers sit just under the roots that choose them (the
 * server, the offline admin) and implement the ports: services see ports only. `core` holds the
 * rules services and drivers share (HTTP errors, temp names, path checks); `host` is the one
 * door to the machine's own files that are no user's (programs on PATH, the database's files).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['.', 'admin'],
  ['drivers'],
  ['routes'],
  ['web', 'hardening', 'metrics'],
  ['hooks'],
  ['command', 'archives', 'previews', 'search', 'tus'],
  ['shares'],
  ['auth'],
  ['users'],
  ['listing'],
  ['files'],
  ['settings'],
  ['http'],
  ['core'],
  ['ports'],
  ['host'],
];

const edges = importEdges(join(import.meta.dirname, '../lib'));
const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe("libs/server's folders import one way", () => {
  it('gives every folder a layer', () => {
    const folders = new Set(edges.flatMap((one) => [folderOf(one.from), folderOf(one.to)]));
    expect([...folders].filter((folder) => !LAYERS.flat().includes(folder))).toEqual([]);
  });

  it('has no import running back up or sideways, and no cycle', () => {
    expect(upwardEdges(edges, LAYERS, 'context.ts')).toEqual([]);
    const runtime = edges.filter((one) => !(one.typeOnly && one.to === 'context.ts'));
    expect(folderCycles(runtime)).toEqual([]);
  });

  it('lets drivers import the ports, the core rules and the host door, nothing else of the server', () => {
    const fromDrivers = edges.filter((one) => folderOf(one.from) === 'drivers');
    expect(fromDrivers.length).toBeGreaterThan(0);
    const below = ['drivers', 'core', 'ports', 'host'];
    const elsewhere = fromDrivers.filter((one) => !below.includes(folderOf(one.to)));
    expect(elsewhere.map((one) => `${one.from} -> ${one.to}`)).toEqual([]);
  });

  it('would catch an upward or sideways import, and a cycle', () => {
    const bad = [
      edge('ports/store.ts', 'routes/user-routes.ts'),
      edge('tus/tus-upload.ts', 'search/query.ts'),
      edge('files/patch.ts', 'context.ts', true),
      edge('files/patch.ts', 'context.ts'),
    ];
    expect(upwardEdges(bad, LAYERS, 'context.ts')).toEqual([
      'ports/store.ts -> routes/user-routes.ts',
      'tus/tus-upload.ts -> search/query.ts',
      'files/patch.ts -> context.ts',
    ]);
    expect(folderCycles([edge('a/x.ts', 'b/y.ts'), edge('b/y.ts', 'a/z.ts')])).toEqual(['a', 'b']);
  });
});
