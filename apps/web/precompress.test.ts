// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder (issue 28 item 11)', () => {
  let folder = '';
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes .br and .gz copies of scripts, styles and SVG that decode to the original', async () => {
    folder = mkdtempSync(join(tmpdir(), 'fb-precompress-'));
    mkdirSync(join(folder, 'assets'));
    mkdirSync(join(folder, 'img'));
    const script = `export const text = ${JSON.stringify('compress me '.repeat(500))};\n`;
    const style = '.fb-card{display:flex}'.repeat(200);
    const logo = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`;
    writeFileSync(join(folder, 'assets/index-AbCd1234.js'), script);
    writeFileSync(join(folder, 'assets/index-AbCd1234.css'), style);
    writeFileSync(join(folder, 'img/logo.svg'), logo);
    writeFileSync(join(folder, 'assets/tiny-AbCd1234.js'), 'export {};\n');
    writeFileSync(join(folder, 'assets/index-AbCd1234.js.map'), JSON.stringify({ s: script }));
    writeFileSync(join(folder, 'assets/photo-AbCd1234.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(folder, 'index.html'), `<html>${'<!-- -->'.repeat(500)}</html>`);
    const results = await precompressFolder(folder);

    expect(results.map((result) => result.file).sort()).toEqual([
      'assets/index-AbCd1234.css',
      'assets/index-AbCd1234.js',
      'img/logo.svg',
    ]);
    for (const [file, original] of [
      ['assets/index-AbCd1234.js', script],
      ['assets/index-AbCd1234.css', style],
      ['img/logo.svg', logo],
    ] as const) {
      const br = readFileSync(join(folder, `${file}.br`));
      const gz = readFileSync(join(folder, `${file}.gz`));
      expect(brotliDecompressSync(br).toString(), file).toBe(original);
      expect(gunzipSync(gz).toString(), file).toBe(original);
      expect(br.length, file).toBeLessThan(gz.length);
    }
    // Small files, source maps, images and the page the server renders get no copies.
    const copies = [...readdirSync(join(folder, 'assets')), ...readdirSync(folder)].filter((name) =>
      /\.(br|gz)$/.test(name),
    );
    expect(copies.sort()).toEqual([
      'index-AbCd1234.css.br',
      'index-AbCd1234.css.gz',
      'index-AbCd1234.js.br',
      'index-AbCd1234.js.gz',
    ]);
    // Running again compresses the same files, never the copies.
    expect((await precompressFolder(folder)).map((result) => result.file).sort()).toEqual(
      results.map((result) => result.file).sort(),
    );
  });
});
