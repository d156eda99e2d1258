import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './private-engine';

/** Where Debian's redis-server package puts the server (tools/scripts/ensure-system-deps.sh). */
const REDIS_SERVER = '/usr/bin/redis-server';

/** A redis-server of the test's own, on a free loopback port, with nothing written to disk. */
export interface PrivateRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server and starts it again on the same port: every key is gone, as after a crash. */
  restart(): Promise<void>;
}

/** Sends PING over a raw socket; true once the server answers +PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => {
      done(false);
    });
    socket.once('error', () => {
      done(false);
    });
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.write('PING\r\n');
  });
}

async function waitUntilReady(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) {
      throw new Error(`redis-server did not start (exit ${String(child.exitCode)}): ${log()}`);
    }
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer PING on port ${String(port)}: ${log()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a private redis-server: a free loopback port, `--save ''` and `--appendonly no` (no
 * snapshot, no log: a restart loses everything), its working folder a temp folder. It is
 * killed when the test process exits, even if `stop` is never called.
 */
export async function startRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'fb-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const launch = async () => {
    let output = '';
    const started = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(port), '--bind', '127.0.0.1'],
        ...['--save', '', '--appendonly', 'no', '--dir', dir],
        // Many logical databases: test servers sharing one engine each take one of their own,
        // so their attempt counters and locks never meet (testing/engine-servers.ts).
        ...['--databases', '16384'],
      ],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // A missing binary is an 'error' event, not an exit: keep its message for the failure.
    started.once('error', (error) => {
      output += `${error.message} (tools/scripts/ensure-system-deps.sh installs redis-server)`;
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    child = started;
    await waitUntilReady(port, started, () => output);
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    restart: async () => {
      if (child) await stopProcess(child);
      await launch();
    },
    stop: async () => {
      if (child) await stopProcess(child);
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
