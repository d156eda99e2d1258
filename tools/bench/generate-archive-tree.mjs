#!/usr/bin/env node
// Writes a tree of compressible files for the archive benchmark:
//   node tools/bench/generate-archive-tree.mjs <folder> [mib=1024]
// 16 files of 1 MiB per folder; each file is pseudo-text (words from a small vocabulary in a
// seeded random order), so gzip and zip do real work (about 3:1) instead of storing noise.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua 0 1 2 3 4 5 6 7 8 9 report photo invoice'.split(
    ' ',
  );
const MIB = 1024 * 1024;

function pseudoText(seed) {
  let state = seed >>> 0 || 1;
  const parts = [];
  let length = 0;
  while (length < MIB) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const word = WORDS[(state >>> 0) % WORDS.length];
    parts.push(word);
    length += word.length + 1;
  }
  return Buffer.from(parts.join(' ')).subarray(0, MIB);
}

/** Creates `mib` files of 1 MiB below `folder`, 16 per sub-folder; returns the byte count. */
export function generateArchiveTree(folder, mib) {
  for (let index = 0; index < mib; index++) {
    const dir = join(folder, `dir-${String(Math.floor(index / 16)).padStart(3, '0')}`);
    if (index % 16 === 0) mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `file-${index}.txt`), pseudoText(index + 1));
  }
  return mib * MIB;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder, mib = '1024'] = process.argv.slice(2);
  if (!folder) throw new Error('usage: generate-archive-tree.mjs <folder> [mib]');
  console.log(`${generateArchiveTree(resolve(folder), Number(mib))} bytes written`);
}
