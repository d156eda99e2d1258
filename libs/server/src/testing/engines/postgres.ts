import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { PrivateEngine } from './private-engine';
import { freePort, killOnExit, waitUntilReady } from './private-engine';

const run = promisify(execFile);

/** A private PostgreSQL for tests: `url` names an empty database on it. */
export interface PrivatePostgres extends PrivateEngine {
  /** `postgres://postgres@127.0.0.1:<port>/filebrowser`: trust auth, loopback only. */
  url: string;
  /** Creates another empty database on the same engine and returns its URL. */
  newDatabase(): Promise<string>;
}

/** Debian keeps each major version's binaries in /usr/lib/postgresql/<version>/bin. */
function binaries(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(`no PostgreSQL under ${base}: run tools/scripts/ensure-system-deps.sh`);
  }
  return join(base, newest, 'bin');
}

/** The uid and gid of a system account, from /etc/passwd. */
function account(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * PostgreSQL refuses to run as root (CI's container runs as root). Then the engine runs as the
 * `postgres` account Debian's package creates (else `nobody`), dropped to with setpriv, and
 * the temp folder is handed to it. Any other user runs the engine as itself.
 */
function engineUser(): { prefix: string[]; owner?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const owner = account('postgres') ?? account('nobody');
  if (!owner) throw new Error('running as root, and no postgres or nobody account to run as');
  return {
    prefix: ['setpriv', `--reuid=${owner.uid}`, `--regid=${owner.gid}`, '--clear-groups', '--'],
    owner,
  };
}

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts a private PostgreSQL: `initdb` into a temp folder, then `pg_ctl start` on a free
 * loopback port with its unix socket in that folder and fsync on (as in production, so
 * durability is what is tested). `stop()` stops it and removes the folder; an exiting test
 * process stops it too.
 */
export async function startPostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  const user = engineUser();
  const folder = mkdtempSync(join(tmpdir(), 'fb-postgres-'));
  if (user.owner) chownSync(folder, user.owner.uid, user.owner.gid);
  const data = join(folder, 'data');
  const port = await freePort();
  const engine = (tool: string, args: string[]) => {
    const command = [...user.prefix, join(bin, tool), ...args];
    return run(command[0] ?? '', command.slice(1), {
      cwd: folder,
      env: { ...process.env, LC_ALL: 'C' },
    });
  };
  const start = () =>
    engine('pg_ctl', [
      'start',
      '--wait',
      '--silent',
      `--pgdata=${data}`,
      `--log=${join(folder, 'postgres.log')}`,
      `--options=-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=on`,
    ]);
  const stopEngine = () =>
    engine('pg_ctl', ['stop', '--wait', '--silent', '-m', 'fast', `-D${data}`]);
  // Immediate shutdown (SIGQUIT) of whatever postmaster runs then, since restart() changes it.
  const killNow = `kill -QUIT "$(head -n 1 "$1/data/postmaster.pid")"; sleep 2; rm -rf "$1"`;
  let cancelKill = () => {};
  try {
    // Trust for every local connection: the engine listens on loopback and its own socket only.
    await engine('initdb', [
      `--pgdata=${data}`,
      '--username=postgres',
      '--auth=trust',
      // A UTF-8 locale whose lower() folds more than ASCII, as production databases have.
      '--locale=C.UTF-8',
      '--encoding=UTF8',
      '--no-instructions',
    ]);
    await start();
    cancelKill = killOnExit(killNow, [folder]);
    const server = `postgres://postgres@127.0.0.1:${port}`;
    await waitUntilReady(
      () => query(`${server}/postgres`, 'SELECT 1').then(() => true),
      `PostgreSQL on port ${port}`,
    );
    await query(`${server}/postgres`, 'CREATE DATABASE filebrowser');
    let databases = 0;
    return {
      url: `${server}/filebrowser`,
      newDatabase: async () => {
        databases += 1;
        const name = `filebrowser_${databases}`;
        await query(`${server}/postgres`, `CREATE DATABASE ${name}`);
        return `${server}/${name}`;
      },
      restart: async () => {
        await stopEngine();
        await start();
      },
      stop: async () => {
        cancelKill();
        await stopEngine();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    cancelKill();
    const log = join(folder, 'postgres.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    await stopEngine().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`could not start a private PostgreSQL: ${String(error)}${detail}`);
  }
}
