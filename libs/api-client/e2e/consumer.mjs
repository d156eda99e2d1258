// Consumer test of the packed package (`nx e2e api-client`): installs the api-client and
// api-contract tarballs into a plain Node project in the OS temp folder, type-checks
// use-client.ts there under strict NodeNext (skipLibCheck false, no DOM lib) and the package
// with the DOM lib and no Node types (a browser app), runs it against the built server CLI, runs
// the README's Node examples, and opens its browser example in Debian's Chromium, the packed
// files served from the temp project through the README's import map.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { createReadStream, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { once } from 'node:events';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import {
  PASSWORD,
  codeBlocks,
  createConsumer,
  installedVersion,
  startServer,
  workspace,
} from '../../../tools/packages/consumer-kit.mjs';
import { checkPackage, readmeExamples } from '../../../tools/packages/consumer-checks.mjs';

const README = 'libs/api-client/README.md';
const examples = readmeExamples(README);
const consumer = createConsumer({
  packages: ['api-contract', 'api-client'],
  extra: [`ws@${installedVersion('ws')}`],
  files: {
    'use-client.ts': readFileSync(join(import.meta.dirname, 'use-client.ts')),
    'note.txt': 'uploaded from a stream',
    'report.pdf': '%PDF-1.4 a report',
    ...examples.files,
  },
});
const closers = [];
try {
  checkPackage(consumer, 'api-client');

  const server = await startServer(consumer.dir, {
    files: {
      'docs/hello.txt': 'hello',
      'docs/sub/.keep': '',
      'photos/a.svg': SVG(),
      'uploads/.keep': '',
    },
    args: ['--enable-exec', '--unconfined-commands'],
  });
  closers.push(server.stop);
  const env = { FB_URL: server.url, FB_PASSWORD: PASSWORD };
  deepStrictEqual(JSON.parse(consumer.node('out/use-client.js', env)), {
    entries: [
      { name: 'sub', isDir: true },
      { name: 'hello.txt', isDir: false },
      { name: 'streamed.txt', isDir: false },
      { name: 'typed.txt', isDir: false },
    ],
    downloaded: 'uploaded from a stream',
    shared: '/docs/typed.txt',
    contractAgrees: true,
  });

  // The README's command example runs `ls`: allow it for the admin, as an admin would.
  const { createClient } = await import(
    join(consumer.dir, 'node_modules/@file-browser/api-client/dist/index.js')
  );
  const admin = createClient({ baseURL: server.url });
  await admin.login({ username: 'admin', password: PASSWORD });
  await admin.updateUser(1, { commands: ['ls'] }, ['commands'], { currentPassword: PASSWORD });
  const [listed, command] = examples.run(consumer, env);
  ok(listed.includes('dir  docs\n'), `the Node example lists the root: ${listed}`);
  ok(listed.includes('/share/'), 'the Node example printed a share link');
  deepStrictEqual(
    readFileSync(join(server.root, 'uploads/report.pdf'), 'utf8'),
    '%PDF-1.4 a report',
  );
  ok(command.split('\n').includes('report.pdf'), `ls lists the upload: ${command}`);

  await browserExample(consumer.dir);
  console.log('api-client consumer test passed (Node, TypeScript, README in Node and Chromium)');
} finally {
  for (const close of closers.reverse()) await close();
  consumer.remove();
}

/**
 * The README's browser example as a page, on an origin that serves the temp project's
 * node_modules and forwards /files to a second server started with `--baseurl /files`; the
 * page finds the token in localStorage, as the example's storage reads it.
 */
async function browserExample(dir) {
  const server = await startServer(join(dir, 'browser-site'), {
    files: { 'photos/one.svg': SVG(), 'photos/two.svg': SVG() },
    args: ['--baseurl', '/files'],
  });
  closers.push(server.stop);
  const backend = new URL(server.url);
  const [html] = codeBlocks(join(workspace, README), ['html']);
  const site = createServer((req, res) => {
    if (req.url.startsWith('/files')) {
      const forward = request(
        {
          host: backend.hostname,
          port: backend.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    } else if (req.url.startsWith('/node_modules/')) {
      const path = join(dir, normalize(decodeURIComponent(req.url.split('?')[0])));
      if (!path.startsWith(join(dir, 'node_modules'))) return res.writeHead(403).end();
      const type = extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type });
      createReadStream(path)
        .on('error', () => res.end())
        .pipe(res);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>\n${html.code}`);
    }
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  closers.push(() => new Promise((done) => site.close(done)));

  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = await login.text();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  closers.push(() => browser.close());
  const page = await browser.newPage();
  const problems = [];
  page.on('dialog', (dialog) => {
    problems.push(`alert: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  const origin = `http://127.0.0.1:${site.address().port}`;
  await page.goto(`${origin}/`);
  await page.locator('img').nth(1).waitFor({ timeout: 15_000 });
  deepStrictEqual(problems, []);
  const images = await page
    .locator('img')
    .evaluateAll((nodes) => nodes.map((img) => [img.alt, new URL(img.src).pathname]));
  deepStrictEqual(images, [
    ['one.svg', '/files/api/preview/thumb/photos/one.svg'],
    ['two.svg', '/files/api/preview/thumb/photos/two.svg'],
  ]);
  deepStrictEqual(page.url(), `${origin}/`);
}

function SVG() {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
}
