// Consumer test of the packed package (`nx e2e api-contract`): installs the tarball into a plain
// Node project in the OS temp folder, type-checks parse-listing.ts there under strict NodeNext
// (skipLibCheck false, no DOM lib) and the package alone with the DOM lib and no Node types (a
// browser app), then runs it against the built server CLI, and runs the README's examples.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, createConsumer, startServer } from '../../../tools/packages/consumer-kit.mjs';
import { checkPackage, readmeExamples } from '../../../tools/packages/consumer-checks.mjs';

const examples = readmeExamples('libs/api-contract/README.md');
const consumer = createConsumer({
  packages: ['api-contract'],
  files: {
    'parse-listing.ts': readFileSync(join(import.meta.dirname, 'parse-listing.ts')),
    ...examples.files,
  },
});
let server;
try {
  checkPackage(consumer, 'api-contract');
  server = await startServer(consumer.dir, {
    files: { 'docs/b.txt': 'bee', 'docs/a.txt': 'a', 'docs/sub/c.txt': 'c' },
  });
  const env = { FB_URL: server.url, FB_PASSWORD: PASSWORD };
  deepStrictEqual(JSON.parse(consumer.node('out/parse-listing.js', env)), {
    items: ['sub', 'a.txt', 'b.txt'],
    numDirs: 1,
    numFiles: 2,
    page: { items: ['sub'], total: 3, limit: 1 },
    brokenRefused: true,
  });
  const outputs = examples.run(consumer, env);
  ok(outputs.length >= 2, 'the README has its examples');
  console.log(`api-contract consumer test passed (${outputs.length} README examples)`);
} finally {
  await server?.stop();
  consumer.remove();
}
