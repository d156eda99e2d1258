// Consumer test of the packed package (`nx e2e upload-engine`): installs the upload-engine,
// api-client and api-contract tarballs into a plain Node project in the OS temp folder,
// type-checks upload-files.ts and large-upload.ts there under strict NodeNext (skipLibCheck
// false, no DOM lib) and the package with the DOM lib (a browser app), runs them against the
// built server CLI (tus, POST, a folder with a conflict; 50 MiB by POST, and by tus aborted
// part-way, the server killed and started again, the upload resumed), and compiles and runs the
// README's examples.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, createConsumer, startServer } from '../../../tools/packages/consumer-kit.mjs';
import { checkPackage, readmeExamples } from '../../../tools/packages/consumer-checks.mjs';

const BIG = 200 * 1024; // more than one 64 KiB tus chunk
const examples = readmeExamples('libs/upload-engine/README.md');
const consumer = createConsumer({
  packages: ['api-contract', 'api-client', 'upload-engine'],
  files: {
    'upload-files.ts': readFileSync(join(import.meta.dirname, 'upload-files.ts')),
    'large-upload.ts': readFileSync(join(import.meta.dirname, 'large-upload.ts')),
    'local/big.bin': Buffer.alloc(BIG, 7),
    'local/small.txt': 'small',
    'local/album/a.txt': 'new a',
    'local/album/b.txt': 'new b',
    ...examples.files,
  },
});
let server;
try {
  checkPackage(consumer, 'upload-engine');
  server = await startServer(consumer.dir, {
    files: { 'uploads/.keep': '', 'photos/album/a.txt': 'old a' },
  });
  const env = { FB_URL: server.url, FB_PASSWORD: PASSWORD };
  const result = JSON.parse(consumer.node('out/upload-files.js', env));
  const done = (path) => ({ path, status: 'done', percent: '100.00' });
  deepStrictEqual(result.files, [done('/uploads/big.bin'), done('/uploads/small.txt')]);
  deepStrictEqual(result.conflicts, ['/photos/album/a.txt']);
  deepStrictEqual(result.album, [
    done('/photos/album/'),
    done('/photos/album/a.txt'),
    done('/photos/album/b.txt'),
  ]);
  // Each file: progress events that never go back and end at its size, then `complete`.
  const sizes = {
    '/uploads/big.bin': BIG,
    '/uploads/small.txt': 5,
    '/photos/album/a.txt': 5,
    '/photos/album/b.txt': 5,
  };
  for (const [path, size] of Object.entries(sizes)) {
    const events = result.events[path] ?? [];
    deepStrictEqual(events.at(-1), 'complete', `${path}: ${events.join(', ')}`);
    const bytes = events.slice(0, -1).map((event) => Number(/^progress (\d+)$/.exec(event)?.[1]));
    ok(bytes.length > 0 && bytes.every((n, i) => n >= (bytes[i - 1] ?? 0)), `${path}: ${events}`);
    deepStrictEqual(bytes.at(-1), size, `${path}: progress ends at the size`);
  }
  deepStrictEqual(
    Object.fromEntries(
      Object.entries(result.sent).map(([path, { transport }]) => [path, transport]),
    ),
    {
      '/uploads/big.bin': 'tus',
      '/uploads/small.txt': 'post',
      '/photos/album/a.txt': 'post',
      '/photos/album/b.txt': 'post',
    },
  );
  deepStrictEqual(result.sent['/uploads/big.bin'].progress.at(-1), BIG);
  ok(result.sawProgress, 'the state showed bytes under way');
  const stored = (path) => readFileSync(join(server.root, path));
  deepStrictEqual(stored('uploads/big.bin').equals(Buffer.alloc(BIG, 7)), true);
  deepStrictEqual(String(stored('uploads/small.txt')), 'small');
  deepStrictEqual(String(stored('photos/album/a.txt')), 'new a');
  deepStrictEqual(String(stored('photos/album/b.txt')), 'new b');

  // The README's Node examples: a local folder with a progress line, two files' events.
  const [folder, events] = examples.run(consumer, {
    ...env,
    FB_SOURCE: 'local/album',
    FB_DEST: '/example/',
  });
  ok(folder.endsWith('\nuploaded 2 of 2\n'), folder);
  deepStrictEqual(String(stored('example/b.txt')), 'new b');
  ok(events.endsWith('hello.txt done, zeros.bin done\n'), events);
  deepStrictEqual(String(stored('example/hello.txt')), 'Hello, world\n');

  await largeUploads(env);
  console.log(
    'upload-engine consumer test passed (tus, POST, a folder with a conflict, README, ' +
      '50 MiB by POST, and by tus aborted, server killed, resumed)',
  );
} finally {
  await server?.stop();
  consumer.remove();
}

/**
 * 50 MiB of random bytes (large-upload.ts): by plain POST; then by tus in 4 MiB chunks, aborted
 * with `{ resumable: true }` once 3 chunks are acknowledged, the server killed with SIGKILL and
 * started again on the same port, folder and database, and the upload resumed in a new process
 * from the stored tus upload URL. `server` becomes the new server.
 */
async function largeUploads(env) {
  const first = server;
  const LARGE = 50 * 1024 * 1024;
  const CHUNK = 4 * 1024 * 1024;
  const large = randomBytes(LARGE);
  const sha256 = (data) => createHash('sha256').update(data).digest('hex');
  consumer.write({ 'local/large.bin': large });
  const run = (step) =>
    JSON.parse(
      consumer.node('out/large-upload.js', {
        ...env,
        FB_STEP: step,
        FB_ABORT_AT: String(3 * CHUNK),
      }),
    );
  const progressOf = (events) =>
    events.filter((event) => event.startsWith('progress ')).map((event) => Number(event.slice(9)));
  const growing = (bytes) => bytes.every((n, i) => n > (bytes[i - 1] ?? -1));

  // By POST: progress events along the way, growing to the size, then `complete`.
  const posted = run('post');
  const postBytes = progressOf(posted.events);
  deepStrictEqual(posted.item, { status: 'done', sentBytes: LARGE });
  ok(postBytes.length > 2 && growing(postBytes), String(posted.events));
  deepStrictEqual([postBytes.at(-1), posted.events.at(-1)], [LARGE, 'complete']);
  deepStrictEqual(sha256(readFileSync(join(first.root, 'big/posted.bin'))), sha256(large));

  const paused = run('start');
  deepStrictEqual(paused.aborted, true, 'the batch drained as aborted');
  deepStrictEqual(paused.item.status, 'aborted');
  deepStrictEqual(paused.item.tusUploadUrl, `${first.url}/api/tus/big/large.bin`);
  ok(paused.item.sentBytes >= 3 * CHUNK && paused.item.sentBytes < LARGE, JSON.stringify(paused));
  ok(!paused.events.some((event) => /^(complete|error)/.test(event)), String(paused.events));
  ok(growing(progressOf(paused.events)), String(paused.events));
  ok(!existsSync(join(first.root, 'big/large.bin')), 'nothing at the final name while paused');

  await first.crash();
  server = await startServer(consumer.dir, { port: first.port });
  const resumed = run('resume');
  // The server kept at least what it had acknowledged, and the engine sent only the rest.
  deepStrictEqual(resumed.head, 200);
  ok(resumed.serverOffset >= paused.item.sentBytes, JSON.stringify(resumed));
  ok(resumed.serverOffset < LARGE, JSON.stringify(resumed));
  const retries = resumed.events.filter((event) => event.startsWith('retry ')).length;
  ok(resumed.read >= LARGE - resumed.serverOffset, 'read the rest of the file');
  ok(
    resumed.read <= LARGE - resumed.serverOffset + retries * CHUNK && resumed.read < LARGE,
    `read ${resumed.read} bytes after the resume, the server had ${resumed.serverOffset}`,
  );
  const bytes = progressOf(resumed.events);
  ok(growing(bytes) && bytes[0] >= resumed.serverOffset, String(resumed.events));
  deepStrictEqual([bytes.at(-1), resumed.events.at(-1)], [LARGE, 'complete']);
  deepStrictEqual(resumed.item, {
    status: 'done',
    sentBytes: LARGE,
    tusUploadUrl: paused.item.tusUploadUrl,
  });

  // The file is whole and nothing else is in its folder; the server keeps no staged upload.
  deepStrictEqual(sha256(readFileSync(join(server.root, 'big/large.bin'))), sha256(large));
  deepStrictEqual(readdirSync(join(server.root, 'big')).sort(), ['large.bin', 'posted.bin']);
  deepStrictEqual(readdirSync(join(consumer.dir, 'fb.db.uploads')), []);
}
