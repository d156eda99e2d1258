#!/usr/bin/env node
// Writes a deep tree of empty files for the search benchmark:
//   node tools/bench/generate-tree.mjs <folder> [entries=1000000]
// Layout: top folders `dir-NNN`, each with 100 folders `sub-NN` of 100 files each (10,101
// entries per top folder, folders included). File names are `<word>-<n><ext>` with n counting up
// over the whole tree, so a query like `report-42` matches about a hundred names; ten files
// called `needle-<n>.txt` are spread over the tree for a very selective query.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const WORDS = ['report', 'holiday', 'invoice', 'photo', 'notes', 'draft', 'backup', 'song'];
const EXTENSIONS = ['.txt', '.jpg', '.pdf', '.md', '.png', '.mp3', '.json', ''];
const PER_SUB = 100;
const SUBS = 100;

/** Creates about `entries` entries (files and folders) below `folder`; returns the count. */
export function generateTree(folder, entries) {
  let made = 0;
  let files = 0;
  const needleEvery = Math.max(1, Math.floor(entries / 10));
  for (let top = 0; made < entries; top++) {
    const topPath = join(folder, `dir-${String(top).padStart(3, '0')}`);
    mkdirSync(topPath, { recursive: true });
    made++;
    for (let sub = 0; sub < SUBS && made < entries; sub++) {
      const subPath = join(topPath, `sub-${String(sub).padStart(2, '0')}`);
      mkdirSync(subPath);
      made++;
      for (let index = 0; index < PER_SUB && made < entries; index++, made++, files++) {
        const word = WORDS[files % WORDS.length];
        const extension = EXTENSIONS[(files >> 3) % EXTENSIONS.length];
        const name =
          files % needleEvery === needleEvery - 1
            ? `needle-${files}.txt`
            : `${word}-${files}${extension}`;
        closeSync(openSync(join(subPath, name), 'w'));
      }
    }
  }
  return made;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder, countText = '1000000'] = process.argv.slice(2);
  const count = Number(countText);
  if (!folder || !Number.isInteger(count) || count < 1) {
    console.error('usage: node tools/bench/generate-tree.mjs <folder> [entries=1000000]');
    process.exit(2);
  }
  const started = performance.now();
  const made = generateTree(resolve(folder), count);
  console.log(`${made} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
