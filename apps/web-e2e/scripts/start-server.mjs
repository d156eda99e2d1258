// Starts the built `file-browser` server for the end-to-end tests on a fresh temporary folder
// and database, with a few files to look at; the admin password comes from FB_ADMIN_PASSWORD
// (set by playwright.config.ts). Removes the folder on exit (Playwright stops it with SIGTERM),
// and folders of earlier runs whose script was killed outright.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.argv[2] ?? '4310';

/** Whether process `pid` is still running. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The pid written into an e2e folder by the script that made it; NaN when none. */
function ownerOf(folder) {
  try {
    return Number(readFileSync(join(folder, 'owner.pid'), 'utf8'));
  } catch {
    return Number.NaN;
  }
}

// Folders of earlier runs whose script was killed before it could remove them (each holds
// 100,000 files: enough of them use up the disk's inodes).
for (const name of readdirSync(tmpdir())) {
  const folder = join(tmpdir(), name);
  const owner = ownerOf(folder);
  if (name.startsWith('fb-e2e-') && Number.isInteger(owner) && !alive(owner)) {
    rmSync(folder, { recursive: true, force: true });
  }
}

const base = mkdtempSync(join(tmpdir(), 'fb-e2e-'));
writeFileSync(join(base, 'owner.pid'), String(process.pid));
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
