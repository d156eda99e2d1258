import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from './serve';
import { testServeOptions } from './testing/serve-options';

// Issue 27 item 2: with the database inside the served folder, start-up says so, naming each
// file and the flag that moves them; the server still starts (existing set-ups keep working).
describe('start-up with the database inside the root (issue 27)', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function startUp(root: string, database: string): Promise<string[]> {
    let stop: ((signal: string) => void) | undefined;
    const lines: string[] = [];
    const exit = serve(testServeOptions(root, { root, database, index: true }), {
      onSignal: (handler) => (stop = handler),
      out: (text) => lines.push(text),
      version: 'test',
    });
    await expect.poll(() => lines.some((line) => line.startsWith('File Browser is'))).toBe(true);
    stop?.('SIGTERM');
    expect(await exit).toBe(0);
    return lines;
  }

  it('warns, naming each file and --database', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fb-own-'));
    const lines = await startUp(dir, join(dir, 'file-browser.db'));
    const warning = lines.find((line) => line.startsWith('Warning:')) ?? '';
    expect(warning).toContain(`the server's own files lie inside the served folder ${dir}`);
    expect(warning).toContain(`database: ${join(dir, 'file-browser.db')}`);
    expect(warning).toContain(`search index: ${join(dir, 'file-browser.db-search')}`);
    expect(warning).toContain(`upload staging: ${join(dir, 'file-browser.db.uploads')}`);
    expect(warning).toContain(`preview cache: ${join(dir, 'previews')}`);
    expect(warning).toContain('--database FILE (or FB_DATABASE)');
  });

  it('says nothing when they lie beside the root', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fb-own-'));
    const lines = await startUp(join(dir, 'data'), join(dir, 'file-browser.db'));
    expect(lines.some((line) => line.startsWith('Warning:'))).toBe(false);
  });
});
