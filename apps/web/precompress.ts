import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches: scripts, styles, SVG, JSON. Source maps only go to devtools. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.wasm']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** A copy is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.9;

/** What {@link precompressFolder} did with one file. */
export interface Precompressed {
  /** Relative to the folder, `/`-separated. */
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(folder, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(folder, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

async function compressOne(folder: string, file: string): Promise<Precompressed | undefined> {
  const path = join(folder, file);
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return undefined;
  const result: Precompressed = { file, bytes: bytes.length };
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length <= bytes.length * MAX_RATIO) {
    await writeFile(`${path}.br`, br);
    result.br = br.length;
  }
  if (gz.length <= bytes.length * MAX_RATIO) {
    await writeFile(`${path}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every script,
 * stylesheet, SVG and JSON file of at least 1 KiB under `folder`, each only when it saves at
 * least 10 %. The server sends them by `Accept-Encoding` (`libs/server/src/lib/web/static-assets.ts`).
 * `index.html` is left alone: the server renders it per request. Existing `.br`/`.gz` files
 * are never compressed again.
 */
export async function precompressFolder(folder: string): Promise<Precompressed[]> {
  const files = (await filesUnder(folder)).filter(
    (file) => COMPRESSIBLE.has(extname(file).toLowerCase()) && file !== 'index.html',
  );
  // zlib works on libuv's thread pool, so the files compress in parallel.
  const results = await Promise.all(files.map((file) => compressOne(folder, file)));
  return results.filter((result) => result !== undefined);
}

/** Vite plugin: {@link precompressFolder} on the output folder once a build is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'file-browser:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompressFolder(outDir);
      const before = results.reduce((sum, result) => sum + result.bytes, 0);
      const after = results.reduce((sum, result) => sum + (result.br ?? result.bytes), 0);
      this.info(
        `precompressed ${String(results.length)} files: ${kB(before)} → ${kB(after)} brotli`,
      );
    },
  };
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(0)} kB`;
}
