#!/usr/bin/env node
// Times `GET /api/resources/<folder>/` on the built server against a bare Node readdir + lstat
// of the same folder, in the same run, and prints the medians and their ratios (issue 26):
//   full: the whole unpaged listing of a folder that changed since it was last listed (the
//     server reads it again) ≤ 2× bare readdir + lstat of every entry;
//   page: the first page (`?limit=200`) of a changed folder ≤ 1.5× bare readdir (names) +
//     lstat of 200 of them;
//   repeat: the whole listing of an unchanged folder (the server's folder cache) ≤ 0.5× the
//     full floor; the repeated first page is reported against the page floor.
// The folder is changed between runs by renaming one of its files back and forth (the count
// stays); the server only trusts a folder read a second after its last change, so each change
// is followed by a pause.
//   npx nx build server-cli && node tools/bench/listing-bench.mjs [--files 100000] [--runs 7]
//     [--profile]    write a V8 CPU profile of the server to the printed folder
//     [--no-videos]  leave videos out of the mix (isolates the per-video subtitle lookup)
// See docs/performance.md for recorded results.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { lstat, open, readdir, rename } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EXTENSIONS, generateFolder } from './generate-folder.mjs';
import { machine, reportResult } from './bench-report.mjs';
// Started through the `file-browser` command, as users run it (it sizes libuv's thread pool).
import { PASSWORD, freePort, median, startFileBrowser } from './bench-server.mjs';

/** The server trusts a cached folder read at least a second after the folder last changed. */
const SETTLE_MS = 1100;

const BUNDLE = fileURLToPath(new URL('../../dist/apps/server/main.js', import.meta.url));

function startServer(base, port, profileDir) {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const paths = ['--root', join(base, 'data'), '--database', join(base, 'fb.db')];
  return startFileBrowser([...paths, '--address', '127.0.0.1', '--port', String(port)], profile);
}

/** Bare Node: list the folder and lstat every entry, as a listing must at least do. */
async function bareListing(folder) {
  const names = await readdir(folder);
  await Promise.all(names.map((name) => lstat(join(folder, name))));
  return names.length;
}

/** Bare Node for one page: list the folder's names, lstat `count` of them. */
async function barePage(folder, count) {
  const names = await readdir(folder);
  await Promise.all(names.slice(0, count).map((name) => lstat(join(folder, name))));
  return names.length;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Extensions whose type the name alone settles (media, pdf, text/*: api-contract §2.2 step 4);
// every other file needs its first bytes read.
const NAME_SETTLES_TYPE = /\.(jpg|png|mp4|mp3|pdf|txt|md)$/;

/**
 * The least a correct listing must do: readdir, lstat each entry, and read 512 bytes of every
 * file whose name does not settle its type, with at most 128 files open at once.
 */
async function floorListing(folder) {
  const names = await readdir(folder);
  let next = 0;
  const worker = async () => {
    const buffer = Buffer.alloc(512);
    while (next < names.length) {
      const name = names[next++];
      const path = join(folder, name);
      await lstat(path);
      if (NAME_SETTLES_TYPE.test(name)) continue;
      const handle = await open(path, 'r');
      await handle.read(buffer, 0, 512, 0);
      await handle.close();
    }
  };
  await Promise.all(Array.from({ length: 128 }, worker));
  return names.length;
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return [performance.now() - started, result];
}

async function main() {
  const { values } = parseArgs({
    options: {
      files: { type: 'string', default: '100000' },
      page: { type: 'string', default: '200' },
      runs: { type: 'string', default: '7' },
      profile: { type: 'boolean', default: false },
      'no-videos': { type: 'boolean', default: false },
    },
  });
  if (!existsSync(BUNDLE)) throw new Error('build the server first: npx nx build server-cli');
  const files = Number(values.files);
  const pageSize = Number(values.page);
  const runs = Number(values.runs);
  const base = mkdtempSync(join(tmpdir(), 'fb-bench-'));
  const folder = join(base, 'data', 'big');
  const profileDir = values.profile ? join(base, 'profile') : undefined;
  const extensions = values['no-videos']
    ? EXTENSIONS.filter((extension) => extension !== '.mp4')
    : EXTENSIONS;
  const generatedMs = generateFolder(folder, files, extensions);
  console.log(`generated ${files} files in ${(generatedMs / 1000).toFixed(1)} s`);
  // Files changed in the last two seconds are never cached by the server (racy timestamps).
  await new Promise((resolve) => setTimeout(resolve, 2500));

  const port = await freePort();
  const server = await startServer(base, port, profileDir);
  try {
    const url = `http://127.0.0.1:${port}`;
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const token = await login.text();
    const apiListing = async () => {
      const response = await fetch(`${url}/api/resources/big/`, { headers: { 'X-Auth': token } });
      if (!response.ok) throw new Error(`listing failed: ${response.status}`);
      return (await response.json()).items.length;
    };
    const apiPage = async () => {
      const response = await fetch(`${url}/api/resources/big/?limit=${pageSize}`, {
        headers: { 'X-Auth': token },
      });
      if (!response.ok) throw new Error(`page failed: ${response.status}`);
      const page = await response.json();
      if (page.items.length !== Math.min(pageSize, files) || page.total !== files) {
        console.warn(`WRONG page: ${page.items.length} items, total ${page.total}`);
      }
      return page.items.length;
    };
    // Renames one file back and forth: the folder's times change, its entries' count does not.
    let flip = false;
    const changeFolder = async () => {
      const [a, b] = ['file-000001.jpg', 'file-000001-renamed.jpg'].map((name) =>
        join(folder, name),
      );
      await rename(flip ? b : a, flip ? a : b);
      flip = !flip;
      // What follows reads a settled folder, which the server may then keep.
      await sleep(SETTLE_MS);
    };

    // One round each warms the page cache and the JIT. The server's first listing is reported
    // on its own: it sniffs file headers that later listings take from its type cache.
    const [, bareCount] = await timed(() => bareListing(folder));
    const [firstApiMs, apiCount] = await timed(apiListing);
    if (bareCount !== files || apiCount !== files) {
      // Reported, not fatal: a listing that loses entries is a finding in itself.
      console.warn(`WRONG: expected ${files} entries, bare saw ${bareCount}, API ${apiCount}`);
    }
    await floorListing(folder);
    await barePage(folder, pageSize);
    const bare = [];
    const bareFirstPage = [];
    const floor = [];
    const api = [];
    const repeat = [];
    const page = [];
    const repeatPage = [];
    for (let run = 0; run < runs; run++) {
      // A changed folder: the whole listing, then the same again and its first page (cached).
      await changeFolder();
      api.push((await timed(apiListing))[0]);
      repeat.push((await timed(apiListing))[0]);
      repeatPage.push((await timed(apiPage))[0]);
      // A changed folder again: its first page.
      await changeFolder();
      page.push((await timed(apiPage))[0]);
      bare.push((await timed(() => bareListing(folder)))[0]);
      bareFirstPage.push((await timed(() => barePage(folder, pageSize)))[0]);
      floor.push((await timed(() => floorListing(folder)))[0]);
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    const ratioOf = (figures, floors) => Number((median(figures) / median(floors)).toFixed(3));
    const report = {
      files,
      videos: !values['no-videos'],
      apiItems: apiCount,
      runs,
      node: process.version,
      nproc: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      bareMedianMs: Math.round(median(bare)),
      floorMedianMs: Math.round(median(floor)),
      apiMedianMs: Math.round(median(api)),
      apiFirstListingMs: Math.round(firstApiMs),
      firstListingRatio: Number((firstApiMs / median(bare)).toFixed(2)),
      ratio: Number((median(api) / median(bare)).toFixed(2)),
      floorRatio: Number((median(floor) / median(bare)).toFixed(2)),
      pageSize,
      barePageMedianMs: Number(median(bareFirstPage).toFixed(1)),
      pageMedianMs: Number(median(page).toFixed(1)),
      pageRatio: ratioOf(page, bareFirstPage),
      repeatMedianMs: Math.round(median(repeat)),
      repeatRatio: ratioOf(repeat, bare),
      repeatPageMedianMs: Number(median(repeatPage).toFixed(1)),
      repeatPageRatio: ratioOf(repeatPage, bareFirstPage),
      bareRunsMs: bare.map(Math.round),
      floorRunsMs: floor.map(Math.round),
      apiRunsMs: api.map(Math.round),
      repeatRunsMs: repeat.map(Math.round),
      barePageRunsMs: bareFirstPage.map((ms) => Number(ms.toFixed(1))),
      pageRunsMs: page.map((ms) => Number(ms.toFixed(1))),
      repeatPageRunsMs: repeatPage.map((ms) => Number(ms.toFixed(1))),
    };
    report.met = {
      full: report.ratio <= 2 && apiCount === files,
      page: report.pageRatio <= 1.5,
      repeat: report.repeatRatio <= 0.5,
    };
    reportResult({ id: 'P1', ...report, machine: machine() });
    const verdict = (met) => (met ? 'met' : 'NOT met');
    console.log(`full ${report.ratio}× bare (≤ 2×): ${verdict(report.met.full)}`);
    console.log(`first page ${report.pageRatio}× bare page (≤ 1.5×): ${verdict(report.met.page)}`);
    console.log(`repeat ${report.repeatRatio}× bare (≤ 0.5×): ${verdict(report.met.repeat)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (profileDir) console.log(`CPU profile of the server: ${profileDir}`);
    else rmSync(base, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`listing-bench: ${error.message}`);
  process.exit(1);
});
