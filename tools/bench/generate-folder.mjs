#!/usr/bin/env node
// Fills a folder with many small files for the listing benchmark:
//   node tools/bench/generate-folder.mjs <folder> [count=100000]
// Names and extensions are mixed (text, images, video, pdf, unknown) so type detection does its
// usual work; every tenth file has no extension, which makes the server sniff its first bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The default mix: one in ten of each; `''` = no extension. */
export const EXTENSIONS = [
  '.txt',
  '.jpg',
  '.mp4',
  '.pdf',
  '.md',
  '.png',
  '.mp3',
  '.json',
  '.bin',
  '',
];

/** Writes `count` files into `folder` (created if missing) and returns how long it took in ms. */
export function generateFolder(folder, count, extensions = EXTENSIONS) {
  const started = performance.now();
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < count; index++) {
    const extension = extensions[index % extensions.length];
    const name = `file-${String(index).padStart(6, '0')}${extension}`;
    writeFileSync(join(folder, name), `content of file ${index}\n`);
  }
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder, countText = '100000'] = process.argv.slice(2);
  const count = Number(countText);
  if (!folder || !Number.isInteger(count) || count < 0) {
    console.error('usage: node tools/bench/generate-folder.mjs <folder> [count=100000]');
    process.exit(2);
  }
  const ms = generateFolder(resolve(folder), count);
  console.log(`wrote ${count} files to ${resolve(folder)} in ${(ms / 1000).toFixed(1)} s`);
}
