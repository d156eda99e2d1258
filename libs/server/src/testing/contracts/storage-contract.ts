import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathResolver } from '../../lib/files/paths';
import { isTempName } from '../../lib/core/temp-names';
import type { TempJournal } from '../../lib/ports/store';
import type { Storage } from '../../lib/ports/storage';

/** A driver under test, on a fresh empty folder of its own. */
export interface ContractFolder {
  storage: Storage;
  /** Location of the empty folder the cases work in (the served root of a real server). */
  root: string;
  /** Makes a symbolic link at `location` leading to `target`; omitted by drivers without links. */
  symlink?: (target: string, location: string) => Promise<void>;
  /** Removes the folder and everything in it. */
  dispose(): Promise<void>;
}

/** A journal in memory: the contract checks what a driver records, not where it is kept. */
function memoryJournal(): TempJournal & { paths: Set<string> } {
  const paths = new Set<string>();
  return {
    paths,
    add: (path) => {
      paths.add(path);
      return Promise.resolve();
    },
    remove: (path) => {
      paths.delete(path);
      return Promise.resolve();
    },
    takeAll: () => {
      const all = [...paths];
      paths.clear();
      return Promise.resolve(all);
    },
  };
}

const bytes = (value: string) => Buffer.from(value);

/** A body that sends `first`, then fails (a client going away mid-upload). */
function brokenBody(first: string): Readable {
  return Readable.from(
    (async function* () {
      yield bytes(first);
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('client went away');
    })(),
  );
}

/**
 * The behaviour every Storage driver owes the server, run against a real folder of the driver.
 * A driver's test file calls this once with a factory (see drivers/local-disk/); the cases use
 * only the port, so they hold whatever is behind it.
 */
export function storageContract(name: string, open: () => Promise<ContractFolder>): void {
  describe(`Storage contract: ${name}`, () => {
    let folder: ContractFolder;
    let storage: Storage;
    let root: string;
    const at = (...names: string[]) => join(root, ...names);
    const read = async (location: string) => (await storage.readFile(location)).toString();
    /** The folder's names, to show no temp entry or stray was left behind. */
    const names = async (location = root) =>
      (await storage.list(location)).map((entry) => entry.name).sort();

    beforeEach(async () => {
      folder = await open();
      ({ storage, root } = folder);
    });
    afterEach(async () => {
      await folder.dispose();
    });

    describe('listing and stats', () => {
      it('lists a folder with each entry kind, at once and in batches', async () => {
        await storage.ensureFolder(at('docs', 'deep'));
        await storage.writeAtomically(at('a.txt'), bytes('a'), { replace: false });
        const listed = await storage.list(root);
        const kinds = listed.map((entry) => [entry.name, entry.isDirectory()]).sort();
        expect(kinds).toEqual([
          ['a.txt', false],
          ['docs', true],
        ]);
        const batched: string[] = [];
        for await (const entry of await storage.listBatched(root, 1)) batched.push(entry.name);
        expect(batched.sort()).toEqual(['a.txt', 'docs']);
      });

      it('answers stats with nanosecond times, and nothing for a missing entry', async () => {
        const written = await storage.writeAtomically(at('f.bin'), bytes('12345'), {
          replace: false,
        });
        const stats = await storage.stat(at('f.bin'), { bigint: true });
        expect(stats.size).toBe(5n);
        expect(stats.mtimeNs).toBe(written.mtimeNs);
        expect((await storage.lstat(at('f.bin'))).isFile()).toBe(true);
        expect(await storage.lstatOrUndefined(at('nothing'))).toBeUndefined();
        expect(await storage.exists(at('f.bin'))).toBe(true);
        expect(await storage.exists(at('nothing'))).toBe(false);
        await expect(storage.stat(at('nothing'))).rejects.toMatchObject({ code: 'ENOENT' });
      });
    });

    describe('reading', () => {
      it('reads a byte range, the header and positioned bytes', async () => {
        const content = 'abcdefghijklmnopqrstuvwxyz'.repeat(40);
        await storage.writeAtomically(at('r.txt'), bytes(content), { replace: false });
        expect(await text(storage.readStream(at('r.txt'), { start: 3, end: 7 }))).toBe('defgh');
        expect(await text(storage.readStream(at('r.txt')))).toBe(content);
        expect(Buffer.from(await storage.readHeader(at('r.txt'))).toString()).toBe(
          content.slice(0, 512),
        );
        const handle = await storage.open(at('r.txt'), 'r');
        try {
          const buffer = Buffer.alloc(4);
          await handle.read(buffer, 0, 4, 26);
          expect(buffer.toString()).toBe('abcd');
        } finally {
          await handle.close();
        }
      });
    });

    describe('atomic writes', () => {
      it('replaces a file whole with replace, and keeps its mode', async () => {
        await storage.writeAtomically(at('w.txt'), bytes('old'), { replace: false, mode: 0o600 });
        await storage.writeAtomically(at('w.txt'), Readable.from([bytes('new '), bytes('text')]), {
          replace: true,
        });
        expect(await read(at('w.txt'))).toBe('new text');
        expect((await storage.stat(at('w.txt'))).mode & 0o777).toBe(0o600);
        expect(await names()).toEqual(['w.txt']);
      });

      it('refuses a taken name without replace (409) and leaves the file as it was', async () => {
        await storage.writeAtomically(at('w.txt'), bytes('first'), { replace: false });
        await expect(
          storage.writeAtomically(at('w.txt'), bytes('second'), { replace: false }),
        ).rejects.toMatchObject({ status: 409 });
        expect(await read(at('w.txt'))).toBe('first');
        expect(await names()).toEqual(['w.txt']);
      });

      it('lets exactly one of many parallel creates of one name win; no stray is left', async () => {
        const journal = memoryJournal();
        const writers = Array.from({ length: 12 }, (_, index) =>
          storage.writeAtomically(at('race.txt'), bytes(`writer ${index}`.repeat(1000)), {
            replace: false,
            journal,
          }),
        );
        const results = await Promise.allSettled(writers);
        const won = results.flatMap((result, index) =>
          result.status === 'fulfilled' ? [index] : [],
        );
        expect(won).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 });
        }
        expect(await read(at('race.txt'))).toBe(`writer ${won[0] ?? -1}`.repeat(1000));
        expect(await names()).toEqual(['race.txt']);
        expect(journal.paths.size).toBe(0);
      });

      it('keeps the old file and leaves no temp when the body fails mid-way', async () => {
        await storage.writeAtomically(at('keep.txt'), bytes('precious'), { replace: false });
        const journal = memoryJournal();
        await expect(
          storage.writeAtomically(at('keep.txt'), brokenBody('half'), { replace: true, journal }),
        ).rejects.toThrow('client went away');
        expect(await read(at('keep.txt'))).toBe('precious');
        expect(await names()).toEqual(['keep.txt']);
        expect(journal.paths.size).toBe(0);
      });

      it("with replace 'existing', does not create a file that went (404)", async () => {
        await expect(
          storage.writeAtomically(at('gone.txt'), bytes('x'), { replace: 'existing' }),
        ).rejects.toMatchObject({ status: 404 });
        expect(await names()).toEqual([]);
      });

      it('creates missing parents unless told not to', async () => {
        await storage.writeAtomically(at('a', 'b', 'c.txt'), bytes('c'), { replace: false });
        expect(await read(at('a', 'b', 'c.txt'))).toBe('c');
        await expect(
          storage.writeAtomically(at('x', 'y.txt'), bytes('y'), {
            replace: false,
            createParents: false,
          }),
        ).rejects.toMatchObject({ code: 'ENOENT' });
      });

      it('removes the temp entries a killed server journalled, and nothing else', async () => {
        const journal = memoryJournal();
        await storage.writeAtomically(at('real.txt'), bytes('mine'), { replace: false });
        const temp = at('.fb-0123456789abcdef.tmp');
        await storage.createFile(temp, 'half');
        await journal.add(temp);
        await journal.add(at('real.txt'));
        expect(await storage.removeLeftoverTemps(journal)).toEqual([temp]);
        expect(await names()).toEqual(['real.txt']);
      });
    });

    describe('moving, copying and removing', () => {
      it('moves to a free name, and refuses a taken one without replace (409)', async () => {
        await storage.writeAtomically(at('a.txt'), bytes('a'), { replace: false });
        await storage.writeAtomically(at('b.txt'), bytes('b'), { replace: false });
        await expect(
          storage.moveEntry(at('a.txt'), at('b.txt'), { replace: false }),
        ).rejects.toMatchObject({ status: 409 });
        expect(
          await storage.moveEntry(at('a.txt'), at('sub', 'c.txt'), { replace: false }),
        ).toEqual([]);
        expect(await read(at('sub', 'c.txt'))).toBe('a');
        expect(await storage.moveEntry(at('b.txt'), at('sub', 'c.txt'), { replace: true })).toEqual(
          [],
        );
        expect(await read(at('sub', 'c.txt'))).toBe('b');
        expect(await names()).toEqual(['sub']);
      });

      it('lets one of two parallel folder placements win', async () => {
        await storage.ensureFolder(at('.fb-aaaaaaaaaaaaaaaa.tmp'));
        await storage.ensureFolder(at('.fb-bbbbbbbbbbbbbbbb.tmp'));
        const results = await Promise.allSettled([
          storage.placeEntry(at('.fb-aaaaaaaaaaaaaaaa.tmp'), at('dir'), false),
          storage.placeEntry(at('.fb-bbbbbbbbbbbbbbbb.tmp'), at('dir'), false),
        ]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect((await storage.stat(at('dir'))).isDirectory()).toBe(true);
      });

      it('merges a folder into a folder', async () => {
        await storage.writeAtomically(at('from', 'x.txt'), bytes('x'), { replace: false });
        await storage.writeAtomically(at('to', 'y.txt'), bytes('y'), { replace: false });
        expect(await storage.mergeInto(at('from'), at('to'))).toEqual([]);
        expect(await names(at('to'))).toEqual(['x.txt', 'y.txt']);
        expect(await storage.exists(at('from'))).toBe(false);
      });

      it('copies a file durably to a free name only', async () => {
        await storage.writeAtomically(at('src.txt'), bytes('data'), { replace: false });
        await storage.copyFileDurably(at('src.txt'), at('copy.txt'), 0o640);
        expect(await read(at('copy.txt'))).toBe('data');
        await expect(
          storage.copyFileDurably(at('src.txt'), at('copy.txt'), 0o640),
        ).rejects.toMatchObject({ code: 'EEXIST' });
      });

      it('renames and removes, a folder with all it holds', async () => {
        await storage.writeAtomically(at('t', 'u', 'v.txt'), bytes('v'), { replace: false });
        await storage.rename(at('t'), at('t2'));
        expect(await read(at('t2', 'u', 'v.txt'))).toBe('v');
        await storage.remove(at('t2'));
        expect(await names()).toEqual([]);
        await expect(storage.remove(at('t2'))).rejects.toMatchObject({ code: 'ENOENT' });
        await storage.remove(at('t2'), { force: true });
      });
    });

    describe('the disk', () => {
      it('reports the size and free space of the file system', async () => {
        const disk = await storage.fileSystem(root);
        expect(disk.bsize).toBeGreaterThan(0);
        expect(disk.blocks).toBeGreaterThan(0);
        expect(disk.bavail).toBeLessThanOrEqual(disk.blocks);
      });

      it('tells a watcher when an entry of the folder changes', async () => {
        let stop: (() => void) | undefined;
        const changed = new Promise<void>((resolve) => {
          const watcher = storage.watch(root, () => {
            resolve();
          });
          stop = () => {
            watcher.close();
          };
        });
        await storage.writeAtomically(at('seen.txt'), bytes('!'), { replace: false });
        await changed;
        stop?.();
      });
    });

    describe('confinement (the path resolver on this driver)', () => {
      it('clamps `..` to the root and refuses names of the server temp pattern', async () => {
        const resolver = await PathResolver.forRoot(storage, root);
        expect(resolver.lexical('/../../etc/passwd')).toBe(at('etc', 'passwd'));
        await expect(resolver.existing('/../../etc/passwd')).rejects.toMatchObject({
          status: 404,
        });
        expect(() => resolver.lexical('/.fb-0123456789abcdef.tmp', true)).toThrow();
      });

      it('refuses links that lead out of the root, to read or to write', async () => {
        const { symlink } = folder;
        if (!symlink) {
          // A driver without links has no way out to test; the lexical case above covers it.
          expect(symlink).toBeUndefined();
          return;
        }
        await storage.ensureFolder(at('jail'));
        await storage.writeAtomically(at('outside.txt'), bytes('secret'), { replace: false });
        await symlink(at('outside.txt'), at('jail', 'leak.txt'));
        await symlink(root, at('jail', 'up'));
        await symlink(at('nowhere'), at('jail', 'dangling'));
        const resolver = await PathResolver.forRoot(storage, at('jail'));
        await expect(resolver.existing('/leak.txt')).rejects.toMatchObject({ status: 403 });
        await expect(resolver.writable('/up/new.txt')).rejects.toMatchObject({ status: 403 });
        await expect(resolver.writable('/dangling')).rejects.toMatchObject({ status: 403 });
        await expect(resolver.writableEntry('/up/x')).rejects.toMatchObject({ status: 403 });
        expect(isTempName('leak.txt')).toBe(false);
      });
    });
  });
}
