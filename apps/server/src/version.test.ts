import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './testing/cli-process';

// The built `file-browser` command (this project's test target depends on its build), run the
// way users run it: without npm, so nothing but the build can tell it its version.
const BIN = fileURLToPath(new URL('../bin/file-browser.cjs', import.meta.url));
const MANIFEST = new URL('../../../package.json', import.meta.url);
const { version } = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { version: string };

let child: ChildProcess | undefined;
let dir: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'fb-version-'));
  const env: NodeJS.ProcessEnv = { ...process.env, FB_ADMIN_PASSWORD: 'version-password-123' };
  delete env['npm_package_version'];
  const started = spawn(
    process.execPath,
    [BIN, '--root', join(dir, 'data'), '--database', join(dir, 'fb.db'), '--port', '0'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child = started;
  return new Promise<string>((resolve, reject) => {
    let output = '';
    started.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /is serving .* at (http:\/\/[^/]+)\//.exec(output)?.[1];
      if (address) resolve(address);
    });
    started.on('exit', (code) => {
      reject(new Error(`the server stopped (${String(code)}): ${output}`));
    });
  });
}

describe('the version the server reports', () => {
  it("is package.json's version (with the commit) on the page and in the OpenAPI document", async () => {
    const base = await startServer();
    const stamped = new RegExp(`^${version.replaceAll('.', '\\.')}(\\+[0-9a-f]+)?$`);

    const page = await (await fetch(`${base}/login`)).text();
    const startup = JSON.parse(/window\.FileBrowser = (\{.*?\});/.exec(page)?.[1] ?? '{}') as {
      Version?: string;
    };
    expect(startup.Version).toMatch(stamped);

    const openApi = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      info: { version: string };
    };
    expect(openApi.info.version).toBe(startup.Version);
  });

  it('is what --version and version print, with the commit the build stamped', async () => {
    const stamped = new RegExp(`^File Browser ${version.replaceAll('.', '\\.')}(\\+[0-9a-f]+)?\n$`);
    for (const args of [['--version'], ['-v'], ['version']]) {
      const printed = await runCli(args);
      expect([args, printed.code, printed.stderr]).toEqual([args, 0, '']);
      expect(printed.stdout).toMatch(stamped);
    }
  });
});
