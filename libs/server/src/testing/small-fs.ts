import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real, small file system for tests of full disks and read-only folders: a tmpfs mounted at a
 * folder of the test's choosing (inside a served root, so writes there really hit it). Needs
 * root (CAP_SYS_ADMIN); {@link canMount} says whether this machine allows it, and why not.
 * Test-only: not exported from the package's index.
 */

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

let probed: { ok: boolean; reason: string } | undefined;

/** Whether a tmpfs can be mounted here; `reason` says why not (printed by skipped tests). */
export function mountSupport(): { ok: boolean; reason: string } {
  if (probed) return probed;
  if (process.platform !== 'linux') {
    probed = { ok: false, reason: `tmpfs mounts need Linux, this is ${process.platform}` };
    return probed;
  }
  const dir = mkdtempSync(join(tmpdir(), 'fb-mount-probe-'));
  try {
    run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]);
    run('umount', ['-l', dir]);
    probed = { ok: true, reason: '' };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    const uid = typeof process.getuid === 'function' ? process.getuid() : 'unknown';
    probed = {
      ok: false,
      reason: `cannot mount a tmpfs (uid ${String(uid)}): ${stderr || String(error)}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return probed;
}

/** True when a tmpfs can be mounted here (root, or a container allowed to mount). */
export function canMount(): boolean {
  return mountSupport().ok;
}

/** Mounts a tmpfs of `sizeBytes` at `dir` (created if missing), writable, mode 0755. */
export function mountSmallFs(dir: string, sizeBytes: number): void {
  mkdirSync(dir, { recursive: true });
  run('mount', ['-t', 'tmpfs', '-o', `size=${String(sizeBytes)},mode=0755`, 'tmpfs', dir]);
}

/** Makes the tmpfs at `dir` read-only (its contents stay). */
export function remountReadOnly(dir: string): void {
  run('mount', ['-o', 'remount,ro', dir]);
}

/** Makes the tmpfs at `dir` writable again. */
export function remountReadWrite(dir: string): void {
  run('mount', ['-o', 'remount,rw', dir]);
}

/** Detaches the tmpfs at `dir` (lazily, so an open handle cannot keep it); never throws. */
export function unmount(dir: string): void {
  try {
    run('umount', ['-l', dir]);
  } catch {
    // Already gone, or never mounted.
  }
}
