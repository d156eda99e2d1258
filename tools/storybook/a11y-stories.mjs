#!/usr/bin/env node
// The accessibility check of every ui-kit story in a real browser (issue 30): serves the built
// Storybook (dist/storybook/ui-kit, from `nx run ui-kit:build-storybook`) from a local static
// server, opens each story in Debian's Chromium in the light and the dark theme, and runs axe-core
// on the whole page, colour contrast included (jsdom, in the Vitest story test, cannot compute
// it). Any violation fails the run with the story id, the theme, the rule and the elements.
//
//   node tools/storybook/a11y-stories.mjs [--dir dist/storybook/ui-kit] [--only <id substring>]
//
// Nothing is fetched from the network: the page's requests to any other origin are aborted.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/storybook/ui-kit' },
    only: { type: 'string' },
  },
});

const root = resolve(options.dir);
const THEMES = ['light', 'dark'];
// Every rule axe runs by default (WCAG A/AA and best practices), plus this experimental one:
// a control's visible text must be part of its accessible name (WCAG 2.5.3).
// A story is one component, not a page: the rules about a whole document (one main landmark, a
// level-one heading, all content inside landmarks) do not apply to it, so they are off.
const AXE_OPTIONS = {
  rules: {
    'label-content-name-mismatch': { enabled: true },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
    region: { enabled: false },
  },
  resultTypes: ['violations'],
};
const RENDER_TIMEOUT = 15_000;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serve(directory) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(
      join(directory, pathname.endsWith('/') ? `${pathname}index.html` : pathname),
    );
    if (file !== directory && !file.startsWith(directory + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

function describe(violation) {
  const nodes = violation.nodes
    .slice(0, 3)
    .map(
      (node) =>
        `      ${node.target.join(' ')}\n        ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
    )
    .join('\n');
  const more = violation.nodes.length > 3 ? `\n      … and ${violation.nodes.length - 3} more` : '';
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}${more}`;
}

// Each page loads Storybook's preview once, in its theme, then switches stories in place through
// the preview's channel (as the Storybook UI does): a reload per story would take four times as long.
async function showStory(page, base, story, theme) {
  if (!page.url().startsWith(base)) {
    // The a11y addon's own axe run after each story is off (`a11y.manual`): this script runs axe.
    const globals = `theme:${theme};a11y.manual:!true`;
    await page.goto(
      `${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${globals}`,
    );
  } else {
    await page.evaluate((storyId) => {
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, story.id);
  }
  // Storybook's render cycle ends with `finished`, or with `errored`/`aborted` when the story threw.
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
      const phase = render?.id === storyId && render.phase;
      return ['finished', 'errored', 'aborted'].includes(phase) && phase;
    },
    story.id,
    { timeout: RENDER_TIMEOUT, polling: 20 },
  );
  return handle.jsonValue();
}

async function checkStory(page, base, story, theme) {
  const phase = await showStory(page, base, story, theme);
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  const expected = story.id.endsWith('-dark') ? 'dark' : theme;
  if (shown !== expected) return [`  the page is in the ${shown} theme, not ${expected}`];
  if (phase !== 'finished') return [`  the story did not render (${phase})`];
  // Web fonts must load and the theme's colour transitions end before colours are measured
  // (finite animations jump to their end; a spinner's endless one stays).
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (axeOptions) => globalThis.axe.run(document, axeOptions),
    AXE_OPTIONS,
  );
  return results.violations.map(describe);
}

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!options.only || entry.id.includes(options.only)),
);
if (stories.length === 0) {
  console.error(
    `a11y-stories: no stories in ${root}/index.json (build it: nx run ui-kit:build-storybook)`,
  );
  process.exit(1);
}

const started = Date.now();
const server = await serve(root);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const failures = [];
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await context.route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  );
  // One page per theme, side by side.
  const worker = async (theme) => {
    const page = await context.newPage();
    let current;
    page.on('pageerror', (error) => {
      failures.push(`${current?.id ?? 'storybook'} [${theme}]\n  uncaught error: ${error.message}`);
    });
    for (const story of stories) {
      current = story;
      const problems = await checkStory(page, base, story, theme).catch(async (error) => {
        await page.goto('about:blank'); // start afresh with the next story
        return [`  ${error.message.split('\n')[0]}`];
      });
      if (process.env.A11Y_TRACE) console.error(`${story.id} [${theme}] ${problems.length}`);
      if (problems.length > 0) failures.push(`${story.id} [${theme}]\n${problems.join('\n')}`);
    }
    await page.close();
  };
  await Promise.all(THEMES.map(worker));
} finally {
  await browser.close();
  server.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const checked = `${stories.length} stories × ${THEMES.length} themes`;
if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  console.error(`\na11y-stories: ${failures.length} of ${checked} failed (${seconds} s)`);
  process.exit(1);
}
console.log(`a11y-stories: ${checked}, no axe violations (${seconds} s)`);
