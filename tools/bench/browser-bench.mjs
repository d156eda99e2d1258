// P7: a 100,000-entry folder in Debian's Chromium (headless), against the built server and web
// app: the time from the listing's response to its first 50 rows painted (in a window tall
// enough for 50 rows), then every frame's duration over 600 frames of scrolling a screen a frame
// in a 1280×800 window, and a jump to the last row. Targets: first rows < 300 ms after the
// response; no frame over 50 ms while scrolling.
//   npm run build && node tools/bench/browser-bench.mjs [--files 100000] [--runs 3] [--profile DIR]
// With --profile, the first visit's page load is profiled (CDP) into DIR/first-rows.cpuprofile
// and its scrolling into DIR/scroll.cpuprofile, which tools/bench/summarise-profile.mjs reads.
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machine, reportResult } from './bench-report.mjs';
import { median, startBenchServer } from './bench-server.mjs';
import { generateFolder } from './generate-folder.mjs';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    // A folder to write a Chromium CPU profile of the first visit's load into (first rows).
    profile: { type: 'string' },
  },
});
const files = Number(values.files);
const runs = Number(values.runs);

const base = mkdtempSync(join(tmpdir(), 'fb-bench-browser-'));
generateFolder(join(base, 'data', 'big'), files);
const { child, url, token } = await startBenchServer(base);
// The list view (the virtualised one); a new admin starts in the mosaic.
const viewMode = await fetch(`${url}/api/users/1`, {
  method: 'PUT',
  headers: { 'X-Auth': token.trim() },
  body: JSON.stringify({
    what: 'user',
    which: ['viewMode'],
    current_password: '',
    data: { id: 1, viewMode: 'list' },
  }),
});
if (!viewMode.ok) throw new Error(`setting the list view failed: ${String(viewMode.status)}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/** One visit: ms from the listing's responseEnd to 50 rows painted, and the scroll's frames. */
async function visit(profileDir) {
  // Tall enough for 50 rows of 48 px: the virtual list only renders what the window shows.
  const context = await browser.newContext({ viewport: { width: 1280, height: 2600 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token.trim());
  const cdp = profileDir ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${url}/files/big/`);
  const firstRowsMs = await page.evaluate(async () => {
    const painted = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    while (document.querySelectorAll('.fb-listing-item').length < 50) await painted();
    const at = performance.now();
    const listing = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/api/resources/big/'));
    return listing ? at - listing.responseEnd : Number.NaN;
  });
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(join(profileDir, 'first-rows.cpuprofile'), JSON.stringify(profile));
  }
  // The floor of the first rows: the same listing fetched and parsed in the same page with
  // nothing else done (`response.json()`, one JSON document as the API defines it), timed
  // the same way: from its responseEnd to the parsed value.
  const parseMs = await page.evaluate(async () => {
    const response = await fetch('/api/resources/big/?floor=1', {
      headers: { 'X-Auth': localStorage.getItem('jwt') ?? '' },
    });
    await response.json();
    const at = performance.now();
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => candidate.name.includes('floor=1'));
    return entry ? at - entry.responseEnd : Number.NaN;
  });
  // Scrolling at a window the size of a laptop's: one screen (800 px) a frame, very fast
  // scrolling, for 600 frames; then a jump to the end must show the last row.
  await page.setViewportSize({ width: 1280, height: 800 });
  if (cdp) await cdp.send('Profiler.start');
  const frames = await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const durations = [];
    let last = await nextFrame();
    for (let frame = 0; frame < 600; frame++) {
      window.scrollBy(0, 800);
      const now = await nextFrame();
      durations.push(now - last);
      last = now;
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await nextFrame();
    await nextFrame();
    return durations;
  });
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(join(profileDir, 'scroll.cpuprofile'), JSON.stringify(profile));
  }
  const lastRow = await page.locator('.fb-listing-item').last().innerText();
  await context.close();
  return {
    firstRowsMs,
    parseMs,
    frames,
    reachedEnd: lastRow.includes(String(files - 1).padStart(6, '0')),
  };
}

try {
  const results = [];
  for (let run = 0; run < runs; run++)
    results.push(await visit(run === 0 ? values.profile : undefined));
  const first = results.map((result) => result.firstRowsMs);
  const allFrames = results.flatMap((result) => result.frames);
  const worstFrameMs = Math.max(...allFrames);
  const framesOver50 = allFrames.filter((duration) => duration > 50).length;
  reportResult({
    id: 'P7',
    files,
    runs,
    firstRowsMedianMs: Math.round(median(first)),
    firstRowsMs: first.map(Math.round),
    jsonParseMedianMs: Math.round(median(results.map((result) => result.parseMs))),
    scrollFrames: allFrames.length,
    medianFrameMs: Number(median(allFrames).toFixed(1)),
    worstFrameMs: Math.round(worstFrameMs),
    framesOver50,
    reachedEnd: results.every((result) => result.reachedEnd),
    met: median(first) < 300 && framesOver50 === 0,
    machine: machine(),
  });
} finally {
  await browser.close();
  child.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
}
