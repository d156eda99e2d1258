import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A database or cache engine started by a test for itself alone (never a machine-wide
 * service): its own temp folder, its own loopback port, gone when the test is done.
 */
export interface PrivateEngine {
  /** Stops the engine and removes its folder. */
  stop(): Promise<void>;
  /** Stops the engine and starts it again on the same port and data, as a crash-free restart. */
  restart(): Promise<void>;
}

/** A loopback TCP port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        if (port) resolve(port);
        else reject(new Error('the kernel gave no port'));
      });
    });
  });
}

/** Polls `ready` every 50 ms until it answers true; fails naming `what` after `timeoutMs`. */
export async function waitUntilReady(
  ready: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Cleans up after the test process however it ends, even killed with SIGKILL (Vitest's
 * workers end without an `exit` event, so an in-process hook is not enough): a detached
 * watchdog shell polls the test process once a second and, once it is gone, runs `script`
 * with `args` as `$1`, `$2`, … (stop the engine, remove its folder). Returns the function
 * that ends the watchdog, for a clean `stop()`.
 */
export function killOnExit(script: string, args: string[]): () => void {
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${script}`,
      'watchdog',
      ...args,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  return () => {
    watchdog.kill('SIGKILL');
  };
}
