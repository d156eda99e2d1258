import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import type { PatchFlags } from '../../testing/resources';
import { patchQuery } from '../../testing/resources';

// Issue #25 (data safety): real parallel HTTP clients against the real server, for every write
// path that takes a name. Of N requests racing for one free name exactly one wins, the rest get
// 409 and leave nothing behind; "keep both" hands out distinct names; nothing vanishes.

const CLIENTS = 12;
const ROUNDS = 3;

/** One answer of a racing client. */
interface Answer {
  index: number;
  status: number;
  body: string;
}

describe('racing writers (issue #25)', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const onDisk = (path: string) => join(test.root, path);
  /** A scope path (no leading slash) as a URL path: each name percent-encoded. */
  const urlPath = (path: string) => `/${path.split('/').map(encodeURIComponent).join('/')}`;

  const answer = async (index: number, response: Promise<Response>): Promise<Answer> => {
    const settled = await response;
    return { index, status: settled.status, body: await settled.text() };
  };
  const post = (path: string, body: string, query = 'override=false') =>
    test.request(`/api/resources${urlPath(path)}?${query}`, { method: 'POST', token: admin, body });
  const patch = (path: string, action: 'copy' | 'rename', to: string, flags: PatchFlags = {}) =>
    test.request(`/api/resources${urlPath(path)}${patchQuery(action, to, flags)}`, {
      method: 'PATCH',
      token: admin,
    });
  const listing = async (folder: string): Promise<string[]> => {
    const response = await test.request(`/api/resources${urlPath(folder)}/`, { token: admin });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { items?: { name: string }[] };
    return (json.items ?? []).map((item) => item.name);
  };
  /** Every `.fb-` entry below `folder` on disk, at any depth. */
  const tempsBelow = (folder: string): string[] => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.includes('.fb-')) found.push(join(dir, entry.name));
        else if (entry.isDirectory()) walk(join(dir, entry.name));
      }
    };
    if (existsSync(onDisk(folder))) walk(onDisk(folder));
    return found;
  };
  const expectNoTemps = async (folder: string) => {
    expect(tempsBelow(folder)).toEqual([]);
    if (existsSync(onDisk(folder))) {
      expect((await listing(folder)).filter((name) => name.includes('.fb-'))).toEqual([]);
    }
  };
  const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort((x, y) => x - y);
  /** Exactly one 200, every other answer 409 with the status line; returns the winner. */
  const oneWinner = (answers: Answer[]): Answer => {
    const winners = answers.filter((a) => a.status === 200);
    expect(statuses(answers), JSON.stringify(answers)).toEqual([
      200,
      ...Array<number>(answers.length - 1).fill(409),
    ]);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.body).toMatch(/^409 Conflict/);
    }
    return winners[0] as Answer;
  };
  const read = (path: string) => readFileSync(onDisk(path), 'utf8');

  it('PUT whose body is still arriving when the file is moved away: 404, not created again', async () => {
    mkdirSync(onDisk('saving'), { recursive: true });
    writeFileSync(onDisk('saving/doc.txt'), 'first');
    let finish: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('second'));
        finish = () => {
          controller.close();
        };
      },
    });
    const saving = test.request('/api/resources/saving/doc.txt', {
      method: 'PUT',
      token: admin,
      body,
      ...({ duplex: 'half' } as object),
    });
    // The save has checked the file and is writing its temp file when the move takes it away.
    await expect.poll(() => tempsBelow('saving').length).toBe(1);
    expect((await patch('saving/doc.txt', 'rename', 'saving/moved.txt')).status).toBe(200);
    finish();
    const answer = await saving;
    expect(answer.status, await answer.text()).toBe(404);
    expect(existsSync(onDisk('saving/doc.txt'))).toBe(false);
    expect(read('saving/moved.txt')).toBe('first');
    await expectNoTemps('saving');
  });

  it('POST override=false of one new name: one 200, the rest 409, the winner’s bytes stored', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `posts/race-${String(round)}.txt`;
      // Different lengths too, so a mix of two bodies could not pass for one of them.
      const bodies = Array.from({ length: CLIENTS }, (_, index) =>
        `client ${String(index)} of round ${String(round)} `.repeat(index * 50 + 1),
      );
      const answers = await Promise.all(
        bodies.map((body, index) => answer(index, post(name, body))),
      );
      const winner = oneWinner(answers);
      expect(read(name)).toBe(bodies[winner.index]);
      await expectNoTemps('posts');
    }
    expect((await listing('posts')).sort()).toEqual(
      Array.from({ length: ROUNDS }, (_, round) => `race-${String(round)}.txt`).sort(),
    );
  });

  it('POST of a new folder by many clients at once: every answer is 200 or 409, one folder', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const folder = `mkdirs/dir-${String(round)}`;
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, (_, index) =>
          answer(
            index,
            test.request(`/api/resources/${folder}/`, { method: 'POST', token: admin }),
          ),
        ),
      );
      for (const a of answers) expect([200, 409]).toContain(a.status);
      expect(answers.some((a) => a.status === 200)).toBe(true);
      expect(lstatSync(onDisk(folder)).isDirectory()).toBe(true);
      await expectNoTemps('mkdirs');
    }
  });

  it('PATCH copy from 10+ sources onto one free name: one winner, its content, sources intact', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sources = Array.from({ length: CLIENTS }, (_, index) => {
        const path = `copy-src/r${String(round)}/s${String(index)}.txt`;
        mkdirSync(onDisk(`copy-src/r${String(round)}`), { recursive: true });
        writeFileSync(onDisk(path), `source ${String(index)} `.repeat(index * 40 + 1));
        return path;
      });
      const target = `copy-dst/target-${String(round)}.txt`;
      mkdirSync(onDisk('copy-dst'), { recursive: true });
      const answers = await Promise.all(
        sources.map((source, index) => answer(index, patch(source, 'copy', target))),
      );
      const winner = oneWinner(answers);
      expect(read(target)).toBe(read(sources[winner.index] ?? ''));
      sources.forEach((source, index) => {
        expect(read(source)).toBe(`source ${String(index)} `.repeat(index * 40 + 1));
      });
      await expectNoTemps('copy-dst');
      expect(readdirSync(onDisk('copy-dst'))).toHaveLength(round + 1);
    }
  });

  it('PATCH copy of 10+ folders onto one free name: one winner, whole, nothing mixed in', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sources = Array.from({ length: CLIENTS }, (_, index) => {
        const folder = `copy-dirs/r${String(round)}/d${String(index)}`;
        for (let file = 0; file < 5; file++) {
          mkdirSync(onDisk(`${folder}/sub`), { recursive: true });
          writeFileSync(onDisk(`${folder}/sub/f${String(file)}.txt`), `${folder} ${String(file)}`);
        }
        return folder;
      });
      const target = `copy-dirs-dst/target-${String(round)}`;
      mkdirSync(onDisk('copy-dirs-dst'), { recursive: true });
      const answers = await Promise.all(
        sources.map((source, index) => answer(index, patch(source, 'copy', target))),
      );
      const winner = oneWinner(answers);
      const source = sources[winner.index] ?? '';
      expect(readdirSync(onDisk(target))).toEqual(['sub']);
      expect(readdirSync(onDisk(`${target}/sub`)).sort()).toEqual(
        ['f0.txt', 'f1.txt', 'f2.txt', 'f3.txt', 'f4.txt'].sort(),
      );
      for (let file = 0; file < 5; file++) {
        expect(read(`${target}/sub/f${String(file)}.txt`)).toBe(`${source} ${String(file)}`);
      }
      await expectNoTemps('copy-dirs-dst');
    }
  });

  it('PATCH move from 10+ sources onto one free name: one winner, the losers’ sources intact', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const content = (index: number) => `mover ${String(index)} `.repeat(index * 30 + 1);
      const sources = Array.from({ length: CLIENTS }, (_, index) => {
        const path = `move-src/r${String(round)}/s${String(index)}.txt`;
        mkdirSync(onDisk(`move-src/r${String(round)}`), { recursive: true });
        writeFileSync(onDisk(path), content(index));
        return path;
      });
      const target = `move-dst/target-${String(round)}.txt`;
      mkdirSync(onDisk('move-dst'), { recursive: true });
      const answers = await Promise.all(
        sources.map((source, index) => answer(index, patch(source, 'rename', target))),
      );
      const winner = oneWinner(answers);
      expect(read(target)).toBe(content(winner.index));
      sources.forEach((source, index) => {
        if (index === winner.index) expect(existsSync(onDisk(source))).toBe(false);
        else expect(read(source)).toBe(content(index));
      });
      await expectNoTemps('move-dst');
      await expectNoTemps('move-src');
    }
  });

  it('PATCH move of 10+ folders onto one free name: one winner, the losers’ folders intact', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sources = Array.from({ length: CLIENTS }, (_, index) => {
        const folder = `move-dirs/r${String(round)}/d${String(index)}`;
        mkdirSync(onDisk(folder), { recursive: true });
        writeFileSync(onDisk(`${folder}/file.txt`), folder);
        return folder;
      });
      const target = `move-dirs-dst/target-${String(round)}`;
      mkdirSync(onDisk('move-dirs-dst'), { recursive: true });
      const answers = await Promise.all(
        sources.map((source, index) => answer(index, patch(source, 'rename', target))),
      );
      const winner = oneWinner(answers);
      expect(readdirSync(onDisk(target))).toEqual(['file.txt']);
      expect(read(`${target}/file.txt`)).toBe(sources[winner.index]);
      sources.forEach((source, index) => {
        if (index === winner.index) expect(existsSync(onDisk(source))).toBe(false);
        else expect(read(`${source}/file.txt`)).toBe(source);
      });
      await expectNoTemps('move-dirs-dst');
    }
  });

  it('PATCH copy with rename=true of one source, racing: all 200, distinct a(N).txt, right bytes', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const folder = `keep-copy/r${String(round)}`;
      const content = `the source of round ${String(round)}\n`.repeat(100);
      mkdirSync(onDisk(folder), { recursive: true });
      writeFileSync(onDisk(`${folder}/a.txt`), content);
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, (_, index) =>
          answer(
            index,
            patch(`${folder}/a.txt`, 'copy', `${folder}/a.txt`, { rename: true, override: false }),
          ),
        ),
      );
      expect(statuses(answers), JSON.stringify(answers)).toEqual(Array<number>(CLIENTS).fill(200));
      const expected = [
        'a.txt',
        ...Array.from({ length: CLIENTS }, (_, index) => `a(${String(index + 1)}).txt`),
      ];
      expect(readdirSync(onDisk(folder)).sort()).toEqual(expected.sort());
      expect((await listing(folder)).sort()).toEqual(expected.sort());
      for (const name of expected) expect(read(`${folder}/${name}`)).toBe(content);
      await expectNoTemps(folder);
    }
  });

  it('PATCH move with rename=true from 10+ sources onto a taken name: all 200, each moved once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const target = `keep-move-dst/r${String(round)}`;
      mkdirSync(onDisk(target), { recursive: true });
      writeFileSync(onDisk(`${target}/a.txt`), 'already there');
      const content = (index: number) => `moved ${String(index)} of ${String(round)}`;
      const sources = Array.from({ length: CLIENTS }, (_, index) => {
        const folder = `keep-move-src/r${String(round)}/s${String(index)}`;
        mkdirSync(onDisk(folder), { recursive: true });
        writeFileSync(onDisk(`${folder}/a.txt`), content(index));
        return `${folder}/a.txt`;
      });
      const answers = await Promise.all(
        sources.map((source, index) =>
          answer(index, patch(source, 'rename', `${target}/a.txt`, { rename: true })),
        ),
      );
      expect(statuses(answers), JSON.stringify(answers)).toEqual(Array<number>(CLIENTS).fill(200));
      const names = readdirSync(onDisk(target)).sort();
      expect(names).toEqual(
        [
          'a.txt',
          ...Array.from({ length: CLIENTS }, (_, index) => `a(${String(index + 1)}).txt`),
        ].sort(),
      );
      expect(read(`${target}/a.txt`)).toBe('already there');
      // Each source's bytes appear exactly once in the target, and no source is left.
      const contents = names
        .filter((name) => name !== 'a.txt')
        .map((name) => read(`${target}/${name}`));
      expect(contents.sort()).toEqual(Array.from({ length: CLIENTS }, (_, i) => content(i)).sort());
      for (const source of sources) expect(existsSync(onDisk(source))).toBe(false);
      await expectNoTemps(target);
    }
  });

  it('PATCH move with rename=true of one source by 10+ clients: it lands exactly once, never 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const folder = `keep-same/r${String(round)}`;
      mkdirSync(onDisk(`${folder}/src`), { recursive: true });
      mkdirSync(onDisk(`${folder}/dst`), { recursive: true });
      writeFileSync(onDisk(`${folder}/dst/a.txt`), 'already there');
      const content = `the only one of round ${String(round)}`;
      writeFileSync(onDisk(`${folder}/src/a.txt`), content);
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, (_, index) =>
          answer(
            index,
            patch(`${folder}/src/a.txt`, 'rename', `${folder}/dst/a.txt`, { rename: true }),
          ),
        ),
      );
      const summary = JSON.stringify(answers);
      expect(
        answers.filter((a) => a.status === 200),
        summary,
      ).toHaveLength(1);
      for (const a of answers) expect([200, 404, 409], summary).toContain(a.status);
      const copies = [
        ...readdirSync(onDisk(`${folder}/src`)).map((name) => `${folder}/src/${name}`),
        ...readdirSync(onDisk(`${folder}/dst`)).map((name) => `${folder}/dst/${name}`),
      ].filter((path) => read(path) === content);
      expect(copies, summary).toHaveLength(1);
      expect(copies[0]).toMatch(/\/dst\/a\(\d+\)\.txt$/);
      await expectNoTemps(folder);
    }
  });

  it.each([
    ['to one destination', 'one', (_index: number) => 'moved.txt'],
    ['to different destinations', 'many', (index: number) => `moved-${String(index)}.txt`],
  ])(
    'PATCH move of one file by 10+ clients %s: one 200, the rest 404/409, the file exists once',
    async (_, key, nameOf) => {
      for (let round = 0; round < ROUNDS; round++) {
        const folder = `same-${key}/r${String(round)}`;
        mkdirSync(onDisk(`${folder}/src`), { recursive: true });
        mkdirSync(onDisk(`${folder}/dst`), { recursive: true });
        const content = `moved once, ${folder}`;
        writeFileSync(onDisk(`${folder}/src/file.txt`), content);
        const answers = await Promise.all(
          Array.from({ length: CLIENTS }, (_, index) =>
            answer(
              index,
              patch(`${folder}/src/file.txt`, 'rename', `${folder}/dst/${nameOf(index)}`),
            ),
          ),
        );
        const summary = JSON.stringify(answers);
        expect(
          answers.filter((a) => a.status === 200),
          summary,
        ).toHaveLength(1);
        for (const a of answers) expect([200, 404, 409], summary).toContain(a.status);
        const winner = answers.find((a) => a.status === 200) as Answer;
        expect(readdirSync(onDisk(`${folder}/src`)), summary).toEqual([]);
        expect(readdirSync(onDisk(`${folder}/dst`)), summary).toEqual([nameOf(winner.index)]);
        expect(read(`${folder}/dst/${nameOf(winner.index)}`)).toBe(content);
        await expectNoTemps(folder);
      }
    },
  );

  it('a merge move while another client uploads into the source: nothing vanishes, 409 if left', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const source = `merge/r${String(round)}/src`;
      const target = `merge/r${String(round)}/dst`;
      const original = Array.from({ length: 60 }, (_, index) => `old-${String(index)}.txt`);
      mkdirSync(onDisk(`${source}/deep`), { recursive: true });
      mkdirSync(onDisk(`${target}/deep`), { recursive: true });
      for (const name of original) writeFileSync(onDisk(`${source}/${name}`), `${source}/${name}`);
      writeFileSync(onDisk(`${source}/deep/d.txt`), 'deep');
      writeFileSync(onDisk(`${target}/already.txt`), 'already');
      writeFileSync(onDisk(`${target}/deep/other.txt`), 'other');
      // An unusual mode marks the original source folder: one the server made anew (an upload
      // after the source was removed recreates its parents) cannot be taken for it.
      chmodSync(onDisk(source), 0o711);
      const sourceIno = lstatSync(onDisk(source)).ino;

      const uploaded = new Map<string, string>();
      let moving = true;
      let sequence = 0;
      const uploader = async (worker: number) => {
        while (moving) {
          const name = `new-${String(worker)}-${String(sequence++)}.txt`;
          const body = `uploaded ${name} in round ${String(round)}`;
          const response = await post(`${source}/${name}`, body);
          await response.text();
          if (response.status === 200) uploaded.set(name, body);
          else expect([404, 409], `${name}: ${String(response.status)}`).toContain(response.status);
        }
      };
      const uploaders = Array.from({ length: 6 }, (_, worker) => uploader(worker));
      // Let the uploads get going before the move starts.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const move = await patch(source, 'rename', target, { override: true });
      const moveBody = await move.text();
      moving = false;
      await Promise.all(uploaders);

      const summary = `${String(move.status)} ${moveBody}`;
      expect([200, 409], summary).toContain(move.status);
      expect(uploaded.size).toBeGreaterThan(0);
      const at = (folder: string, name: string) =>
        existsSync(onDisk(`${folder}/${name}`)) ? read(`${folder}/${name}`) : undefined;
      // Nothing that was answered 200 vanished: each is in the target or the source, whole.
      for (const [name, body] of uploaded) {
        const found = [at(target, name), at(source, name)].filter((text) => text !== undefined);
        expect(found, `${name} (move: ${summary})`).toEqual([body]);
      }
      // What was there before the move was moved (nothing could block it), with its bytes.
      for (const name of original) expect(at(target, name)).toBe(`${source}/${name}`);
      expect(at(target, 'deep/d.txt')).toBe('deep');
      expect(at(target, 'deep/other.txt')).toBe('other');
      expect(at(target, 'already.txt')).toBe('already');
      // The original source folder still standing with files in it means they were left: 409.
      const stats = existsSync(onDisk(source)) ? lstatSync(onDisk(source)) : undefined;
      const originalStands = stats?.ino === sourceIno && (stats.mode & 0o777) === 0o711;
      const leftInIt = originalStands
        ? readdirSync(onDisk(source)).filter((name) => !name.includes('.fb-'))
        : [];
      if (leftInIt.length > 0) {
        expect(move.status, `left ${leftInIt.join(', ')}; move: ${summary}`).toBe(409);
        expect(moveBody).toMatch(/^409 Conflict \(.+\)\n$/);
      }
      if (move.status === 409) expect(moveBody).toMatch(/new-\d+-\d+\.txt/);
      await expectNoTemps(`merge/r${String(round)}`);
    }
  });
});
