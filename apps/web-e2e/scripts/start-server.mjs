// Starts the built `file-browser` server for the end-to-end tests on a fresh temporary folder
// and database, with a few files to look at; the admin password comes from FB_ADMIN_PASSWORD
// (set by playwright.config.ts). Removes the folder on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.argv[2] ?? '4310';
const base = mkdtempSync(join(tmpdir(), 'fb-e2e-'));
const root = join(base, 'data');
mkdirSync(join(root, 'Documents/Reports'), { recursive: true });
mkdirSync(join(root, 'Photos'));
writeFileSync(join(root, 'readme.md'), '# Hello\n\nThis folder is served by the e2e tests.\n');
writeFileSync(join(root, 'Documents/plan 2026.txt'), 'first line\n');
// A folder of 100,000 empty files, `file-000000.txt` on, for the big-folder journey
// (files-browse.spec.ts).
mkdirSync(join(root, 'Big'));
for (let index = 0; index < 100_000; index++) {
  writeFileSync(join(root, 'Big', `file-${String(index).padStart(6, '0')}.txt`), '');
}

const bin = fileURLToPath(new URL('../../server/bin/file-browser.cjs', import.meta.url));
const server = spawn(
  process.execPath,
  // Exec on for the shell journey (shell-panel.spec.ts); only users with execute and an
  // allow-listed command can run anything.
  [bin, '--root', root, '--database', join(base, 'e2e.db'), '--port', port, '--enable-exec'],
  { stdio: 'inherit' },
);

const cleanUp = () => {
  server.kill('SIGTERM');
  rmSync(base, { recursive: true, force: true });
};
process.on('SIGTERM', cleanUp);
process.on('SIGINT', cleanUp);
server.on('exit', (code) => {
  rmSync(base, { recursive: true, force: true });
  process.exit(code ?? 0);
});
