import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { unframeSnappy } from '../lib/archives/snappy-frame';

/** How each format is unpacked by the standard tool (tests only). */
const EXTRACT: Record<string, string[]> = {
  tar: ['tar', '-xf'],
  targz: ['tar', '-xzf'],
  tarbz2: ['tar', '-xjf'],
  tarxz: ['tar', '-xJf'],
  tarzst: ['tar', '--zstd', '-xf'],
  tarlz4: ['tar', '-I', 'lz4', '-xf'],
};

/**
 * Unpacks an archive body with the system tool of its format (snappy with our reader, then
 * tar) and returns every entry: folders as `null`, files as their text. Tests only.
 */
export function extractArchive(algo: string, body: Buffer): Record<string, string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'fb-extract-'));
  const file = join(dir, 'archive');
  const out = join(dir, 'out');
  // Removed afterwards: a run of the archive tests used to leave hundreds of these in /tmp.
  try {
    execFileSync('mkdir', [out]);
    if (algo === 'zip') {
      writeFileSync(file, body);
      execFileSync('unzip', ['-q', file, '-d', out]);
    } else if (algo === 'tarsz') {
      writeFileSync(file, unframeSnappy(body));
      execFileSync('tar', ['-xf', file, '-C', out]);
    } else if (algo === 'tarbr') {
      writeFileSync(`${file}.br`, body);
      try {
        execFileSync('brotli', ['-d', '-o', file, `${file}.br`]);
      } catch (error) {
        // Machines without the brotli tool decode with Node's own (independent) decoder.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        writeFileSync(file, brotliDecompressSync(body));
      }
      execFileSync('tar', ['-xf', file, '-C', out]);
    } else {
      writeFileSync(file, body);
      const [command = 'tar', ...args] = EXTRACT[algo] ?? [];
      execFileSync(command, [...args, file, '-C', out]);
    }
    return listTree(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listTree(root: string, prefix = ''): Record<string, string | null> {
  const found: Record<string, string | null> = {};
  for (const name of readdirSync(join(root, prefix)).sort()) {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(root, relative)).isDirectory()) {
      found[`${relative}/`] = null;
      Object.assign(found, listTree(root, relative));
    } else {
      found[relative] = readFileSync(join(root, relative), 'utf8');
    }
  }
  return found;
}
