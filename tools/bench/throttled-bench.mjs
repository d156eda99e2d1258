// P10 (issue 28 item 11): the app on a slow link, with and without compression, in Debian's
// Chromium (headless) against the built server and web app. The link is Chromium's network
// emulation (CDP `Network.emulateNetworkConditions`): 80 ms added to every request's round
// trip, 4 Mbit/s (500,000 bytes/s) down and up. Three loads, each in a fresh browser context
// after an unthrottled visit of `/login` that stores the token (as browser-bench.mjs does):
//   first load: `/files/` (a folder of one entry) with the cache disabled (CDP
//     `Network.setCacheDisabled`): every script, style and answer crosses the link;
//   folder: `/files/five/` (a 5,000-entry folder, --files) with the app already in the cache
//     from an unthrottled visit of `/files/` (a returning user opening a large folder);
//   folder, cold: the same folder with the cache disabled (a link to it opened first).
// Each is timed from the navigation (`page.goto`: the new document's time origin) to the first
// listing row painted (the first animation frame after a `.fb-listing-item` is in the page),
// and to the folder's listing loaded: the `responseEnd` (Resource Timing) of the last answer of
// `/api/resources<folder>` (the app asks for the first page, then, once it is painted, the whole
// listing), after the network has been idle for 500 ms. Bytes: the sum of CDP
// `Network.loadingFinished` `encodedDataLength` (what crossed the link, headers included) over
// the load: in all, for the app's own files (not /api/) and for the listing's answers.
// "before" and "after" run on the same server, alternating: "before" sends
// `Accept-Encoding: identity` (CDP `Network.setExtraHTTPHeaders`), so the server answers
// uncompressed as before issue 28; "after" is Chromium's own header (gzip, deflate, br, zstd).
// Checked every load: no answer has a `Content-Encoding` in "before"; the entry script and
// the folder's whole listing come as brotli in "after". The same loads unthrottled (loopback)
// are reported too, as context (--throttled-only leaves them out). Medians of --runs.
//   npm run build && node tools/bench/throttled-bench.mjs [--files 5000] [--runs 3]
import { chromium } from '@playwright/test';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machine, reportResult } from './bench-report.mjs';
import { listViewOf, median, signIn, startBenchServer } from './bench-server.mjs';
import { generateFolder } from './generate-folder.mjs';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
    'throttled-only': { type: 'boolean', default: false },
  },
});
const files = Number(values.files);
const runs = Number(values.runs);
const loadAverageStart = Number(loadavg()[0].toFixed(2));

/** The link: Chromium's `latency` is added to each request's round trip; throughputs in bytes/s. */
const LINK = { offline: false, latency: 80, downloadThroughput: 500000, uploadThroughput: 500000 };
/** What each side asks of the server; `null`: Chromium's own `Accept-Encoding`. */
const CODINGS = { before: { 'Accept-Encoding': 'identity' }, after: null };
/** The loads: the page to open, the folder whose listing it waits for, a cold cache or not. */
const LOADS = {
  firstLoad: { path: '/files/', folder: '/', cold: true },
  folder: { path: '/files/five/', folder: '/five/', cold: false },
  folderCold: { path: '/files/five/', folder: '/five/', cold: true },
};

const base = mkdtempSync(join(tmpdir(), 'fb-bench-throttled-'));
const five = join(base, 'data', 'five');
generateFolder(five, files);
// Modification times spread over about a year, the same every run: written in one go, the files'
// times share their first digits, which brotli makes much of (the listing's compressed size
// varied 23–48 KB with how fast this machine wrote them), and a real folder's are not like that.
readdirSync(five)
  .sort()
  .forEach((name, index) => {
    const seconds = Date.UTC(2026, 0, 1) / 1000 - ((index * 7919) % files) * 6151;
    utimesSync(join(five, name), seconds, seconds);
  });
const { child, url, token: firstToken } = await startBenchServer(base);
// The list view, and the server's caches of the folder warm (see above).
const token = await listViewOf(url, firstToken, 'five');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/**
 * Runs in every document of a context from its start: on a folder's page, notes (ms since the
 * navigation) the first animation frame after a row is in the page, which runs once the frame
 * holding it was painted (browser-bench.mjs's `watchRows`, first row only).
 */
function watchFirstRow() {
  if (!location.pathname.startsWith('/files/')) return;
  const marks = {};
  window.__fbRows = marks;
  let seen = false;
  const frame = () => {
    const now = performance.now();
    if (seen) {
      marks.firstRowMs = now;
      return;
    }
    if (now > 120000) return;
    seen = document.querySelector('.fb-listing-item') !== null;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Opens `path` and waits for its first row and a quiet network. */
async function open(page, path) {
  await page.goto(`${url}${path}`);
  await page.waitForFunction(() => window.__fbRows?.firstRowMs !== undefined, undefined, {
    timeout: 120000,
    polling: 50,
  });
  await page.waitForLoadState('networkidle');
}

/** What crossed the network, from the CDP events of one load, by request. */
function recordNetwork(cdp) {
  const requests = new Map();
  const entry = (requestId) => {
    if (!requests.has(requestId)) requests.set(requestId, { bytes: 0 });
    return requests.get(requestId);
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    Object.assign(entry(requestId), { url: request.url, type });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
    const sent = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-encoding');
    entry(requestId).acceptEncoding = sent?.[1];
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const coding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    Object.assign(entry(requestId), { status: response.status, coding: coding?.[1] });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    entry(requestId).bytes = encodedDataLength;
  });
  return requests;
}

/**
 * One load (see the top) in a new context: `side` 'before' or 'after', `throttled` or not.
 * Returns its times, bytes and what was sent and answered about codings.
 */
async function visit(load, side, throttled) {
  const { path, folder, cold } = LOADS[load];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchFirstRow);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (CODINGS[side]) await cdp.send('Network.setExtraHTTPHeaders', { headers: CODINGS[side] });
  await page.goto(`${url}/login`);
  await signIn(page, token);
  // A returning user: the app's scripts are in the cache (hashed: immutable for a year).
  if (!cold) await open(page, '/files/');
  const requests = recordNetwork(cdp);
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) await cdp.send('Network.emulateNetworkConditions', LINK);
  await open(page, path);
  const { firstRowMs, listingMs } = await page.evaluate((listing) => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((timing) => new URL(timing.name).pathname === listing)
      .map((timing) => timing.responseEnd);
    return { firstRowMs: window.__fbRows.firstRowMs, listingMs: Math.max(...ends) };
  }, `/api/resources${folder}`);
  await context.close();

  const done = [...requests.values()].filter((request) => request.url);
  const isListing = (request) => new URL(request.url).pathname === `/api/resources${folder}`;
  const listing = done.filter(isListing);
  // The whole listing: the folder's answer without paging parameters.
  const whole = listing.find((request) => !new URL(request.url).search);
  const entryScript = done.find((request) =>
    /\/assets\/index-[^/]+\.js$/.test(new URL(request.url).pathname),
  );
  const navigation = done.find((request) => request.type === 'Document');
  const codings = done.filter((request) => request.coding).map((request) => request.coding);
  // The "before" side must have had no compressed answer, the "after" side brotli.
  if (side === 'before' && codings.length > 0)
    throw new Error(`${load} before: compressed answers (${codings.join(', ')})`);
  if (side === 'after' && whole && folder !== '/' && whole.coding !== 'br')
    throw new Error(`${load} after: the whole listing came as ${whole.coding ?? 'identity'}`);
  if (side === 'after' && cold && entryScript?.coding !== 'br')
    throw new Error(`${load} after: the entry script came as ${entryScript?.coding ?? 'identity'}`);
  const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
  return {
    firstRowMs,
    listingMs,
    bytes: sum(done),
    listingBytes: sum(listing),
    // The app itself: the page, scripts, styles, images (not the API's answers).
    appBytes: sum(done.filter((request) => !new URL(request.url).pathname.startsWith('/api/'))),
    requests: done.length,
    acceptEncoding: navigation?.acceptEncoding,
    listingCoding: whole?.coding ?? listing[0]?.coding ?? 'identity',
    entryScriptCoding: entryScript ? (entryScript.coding ?? 'identity') : undefined,
    compressedAnswers: codings.length,
  };
}

/** Medians of one load and side over the runs, and each run's times. */
function summarise(results) {
  const figure = (key) => Math.round(median(results.map((result) => result[key])));
  const [first] = results;
  return {
    firstRowMs: figure('firstRowMs'),
    listingMs: figure('listingMs'),
    bytes: figure('bytes'),
    listingBytes: figure('listingBytes'),
    appBytes: figure('appBytes'),
    requests: figure('requests'),
    firstRowRuns: results.map((result) => Math.round(result.firstRowMs)),
    listingRuns: results.map((result) => Math.round(result.listingMs)),
    acceptEncoding: first.acceptEncoding,
    listingCoding: first.listingCoding,
    entryScriptCoding: first.entryScriptCoding,
    compressedAnswers: first.compressedAnswers,
  };
}

try {
  const links = values['throttled-only'] ? [true] : [true, false];
  const results = {};
  // Run by run, each load's two sides one after the other: they share the machine's state.
  for (let run = 0; run < runs; run++) {
    for (const throttled of links) {
      for (const load of Object.keys(LOADS)) {
        for (const side of Object.keys(CODINGS)) {
          const key = `${throttled ? 'throttled' : 'unthrottled'}.${load}.${side}`;
          (results[key] ??= []).push(await visit(load, side, throttled));
        }
      }
    }
  }
  const report = {};
  for (const [key, list] of Object.entries(results)) {
    const [link, load, side] = key.split('.');
    ((report[link] ??= {})[load] ??= {})[side] = summarise(list);
  }
  const faster = (load) =>
    report.throttled[load].after.firstRowMs < report.throttled[load].before.firstRowMs &&
    report.throttled[load].after.listingMs < report.throttled[load].before.listingMs;
  reportResult({
    id: 'P10',
    files,
    runs,
    link: { latencyMs: LINK.latency, bytesPerSecond: LINK.downloadThroughput },
    ...report,
    // Compressed answers, sooner than the same loads uncompressed on the same link and run.
    met: Object.keys(LOADS).every(faster),
    loadAverageStart,
    machine: machine(),
  });
} finally {
  await browser.close();
  child.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
}
