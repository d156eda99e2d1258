import { createHash } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { clientUpload, pattern, tusClient } from '../../testing/tus-uploads';

// Issue 31: servers before it kept each tus upload's record as `<id>.json` beside its part
// file. A server upgraded while such uploads were staged imports them into the store at
// startup and resumes them, the ones it had begun placing included.
describe('tus uploads staged by a server that kept JSON sidecars', () => {
  let test: TestServer;
  let token: string;
  const stagingDir = () => `${join(test.base, 'fb.db')}.uploads`;

  /** Stages `name` as the old server did: the part file and its sidecar, nothing in the store. */
  const stageLegacy = (name: string, part: Uint8Array, sidecar: Record<string, unknown>) => {
    const target = join(realpathSync(test.root), name);
    const id = createHash('sha256').update(target).digest('hex').slice(0, 40);
    const partFile = join(stagingDir(), `${id}.part`);
    writeFileSync(partFile, part);
    writeFileSync(join(stagingDir(), `${id}.json`), JSON.stringify({ target, ...sidecar }));
    return { target, partFile };
  };

  beforeEach(async () => {
    test = await startTestServer({});
    token = await test.login();
  });
  afterEach(async () => {
    await test.close();
  });

  it('resumes an upload at the bytes the old server had', async () => {
    await test.server.close();
    stageLegacy('legacy.txt', Buffer.from('first'), { length: 10, override: false, owner: 1 });
    await test.restart();

    const tus = tusClient(test, token);
    const head = await tus.head('/legacy.txt');
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('5');
    expect(head.headers.get('upload-length')).toBe('10');
    expect(readdirSync(stagingDir()).filter((name) => name.endsWith('.json'))).toEqual([]);
    expect((await tus.patch('/legacy.txt', 5, 'after')).status).toBe(204);
    expect(readFileSync(join(test.root, 'legacy.txt'), 'utf8')).toBe('firstafter');
    expect(readdirSync(stagingDir())).toEqual([]);
  });

  it("keeps another user's legacy upload theirs, and one without an owner anyone's", async () => {
    await test.server.close();
    stageLegacy('theirs.bin', Buffer.from('abc'), { length: 9, override: false, owner: 99 });
    stageLegacy('anyones.bin', Buffer.from('abc'), { length: 9, override: false });
    await test.restart();

    const tus = tusClient(test, token);
    expect((await tus.head('/theirs.bin')).status).toBe(404);
    expect((await tus.head('/anyones.bin')).headers.get('upload-offset')).toBe('3');
  });

  it('completes an upload the old server was killed placing', async () => {
    const data = pattern(64 * 1024 + 5);
    await test.server.close();
    const { target, partFile } = stageLegacy('placed.bin', data, {
      length: data.length,
      override: false,
      owner: 1,
    });
    // Killed after linking the part at the target, before unlinking it from staging.
    const { dev, ino } = statSync(partFile, { bigint: true });
    writeFileSync(
      partFile.replace(/\.part$/, '.json'),
      JSON.stringify({
        target,
        length: data.length,
        override: false,
        owner: 1,
        placing: { dev: `${dev}`, ino: `${ino}` },
      }),
    );
    linkSync(partFile, target);
    await test.restart();

    const uploadUrl = `${test.url}/api/tus/placed.bin`;
    await clientUpload(`${uploadUrl}?override=false`, token, data, { uploadUrl }).done;
    expect(readFileSync(target).equals(data)).toBe(true);
    expect(readdirSync(stagingDir())).toEqual([]);
    expect(readdirSync(test.root)).toEqual(['placed.bin']);
  });
});
