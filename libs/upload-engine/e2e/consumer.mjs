// Consumer test of the packed package (`nx e2e upload-engine`): installs the upload-engine,
// api-client and api-contract tarballs into a plain Node project in the OS temp folder,
// type-checks upload-files.ts there under strict NodeNext (skipLibCheck false, no DOM lib) and
// the package with the DOM lib (a browser app), runs it against the built server CLI (tus, POST,
// a folder with a conflict), and compiles and runs the README's examples.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, createConsumer, startServer } from '../../../tools/packages/consumer-kit.mjs';
import { checkPackage, readmeExamples } from '../../../tools/packages/consumer-checks.mjs';

const BIG = 200 * 1024; // more than one 64 KiB tus chunk
const examples = readmeExamples('libs/upload-engine/README.md');
const consumer = createConsumer({
  packages: ['api-contract', 'api-client', 'upload-engine'],
  files: {
    'upload-files.ts': readFileSync(join(import.meta.dirname, 'upload-files.ts')),
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
  console.log('upload-engine consumer test passed (tus, POST, a folder with a conflict, README)');
} finally {
  await server?.stop();
  consumer.remove();
}
