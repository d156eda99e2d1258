import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options';

describe('parseCliOptions', () => {
  it('uses the documented defaults', () => {
    expect(parseCliOptions([], {})).toEqual({
      kind: 'run',
      options: {
        root: './data',
        database: './file-browser.db',
        address: '127.0.0.1',
        port: 8080,
        baseURL: '',
        adminPassword: undefined,
        logLevel: 'error',
        enableExec: false,
        unconfinedCommands: false,
        thumbnails: true,
        resizePreview: true,
        index: true,
        indexExclude: [],
      },
    });
  });

  it('reads the token lifetime as a duration from 1m to 720h, flag over variable', () => {
    expect(parseCliOptions(['--token-expiration-time', '90m'], {})).toMatchObject({
      options: { tokenLifetimeSeconds: 5400 },
    });
    const env = { FB_TOKEN_EXPIRATION_TIME: '1h30m' };
    expect(parseCliOptions([], env)).toMatchObject({ options: { tokenLifetimeSeconds: 5400 } });
    expect(parseCliOptions(['--token-expiration-time', '2m'], env)).toMatchObject({
      options: { tokenLifetimeSeconds: 120 },
    });
    expect(parseCliOptions([], { FB_TOKEN_EXPIRATION_TIME: '2' })).toEqual({
      kind: 'error',
      message: 'tokenExpirationTime "2" is not a duration such as 2h, 90m or 1h30m',
      usage: true,
    });
    expect(parseCliOptions(['--token-expiration-time', '59s'], {})).toEqual({
      kind: 'error',
      message: 'tokenExpirationTime "59s" must be from 1m to 720h (30 days)',
      usage: true,
    });
  });

  it('runs a node of several on PostgreSQL and Redis, with a shared state folder', () => {
    const node = [
      ...['--database', 'postgres://fb@db.internal:5432/files', '--redis', 'redis://cache:6379'],
      ...['--state-dir', '/mnt/shared/state', '--node-name', 'web-1'],
    ];
    expect(parseCliOptions(node, {})).toMatchObject({
      kind: 'run',
      options: {
        database: 'postgres://fb@db.internal:5432/files',
        redis: 'redis://cache:6379',
        stateDir: '/mnt/shared/state',
        nodeName: 'web-1',
      },
    });
    const env = { FB_DATABASE: 'postgresql://db/files', FB_STATE_DIR: '/srv/state' };
    expect(parseCliOptions([], env)).toMatchObject({
      options: { database: 'postgresql://db/files', stateDir: '/srv/state' },
    });
    const refused = (argv: string[]) => {
      const parsed = parseCliOptions(argv, {});
      return parsed.kind === 'error' ? parsed.message : parsed.kind;
    };
    expect(refused(['--database', 'postgres://db/files'])).toMatch(/needs --state-dir DIR/);
    expect(refused(['--redis', 'redis://cache'])).toMatch(/PostgreSQL database/);
    expect(refused(['--database', 'mysql://db/files'])).toMatch(/mysql:\/\/… is not supported/);
    expect(refused([...node.slice(0, 2), '--redis', 'cache:6379', ...node.slice(4)])).toMatch(
      /--redis must be a redis:\/\//,
    );
  });

  it('turns the search index off and excludes folders from it', () => {
    expect(parseCliOptions(['--no-index'], {})).toMatchObject({ options: { index: false } });
    expect(parseCliOptions([], { FB_NO_INDEX: '1' })).toMatchObject({ options: { index: false } });
    const flags = ['--index-exclude', '/backups', '--index-exclude', 'mnt/nas'];
    expect(parseCliOptions(flags, { FB_INDEX_EXCLUDE: '/x' })).toMatchObject({
      options: { index: true, indexExclude: ['/backups', 'mnt/nas'] },
    });
    expect(parseCliOptions([], { FB_INDEX_EXCLUDE: '/a,/b' })).toMatchObject({
      options: { indexExclude: ['/a', '/b'] },
    });
  });

  it('reads FB_* variables and lets flags override them', () => {
    const env = { FB_ROOT: '/srv', FB_PORT: '9000', FB_BASEURL: '/fb', FB_ADMIN_PASSWORD: 'pw' };
    const parsed = parseCliOptions(['--port', '9001', '-r', '/other'], env);
    expect(parsed).toMatchObject({
      kind: 'run',
      options: { root: '/other', port: 9001, baseURL: '/fb', adminPassword: 'pw' },
    });
    expect(parseCliOptions([], { FB_LOG: '1' })).toMatchObject({ options: { logLevel: 'info' } });
    expect(parseCliOptions([], { FB_LOG: 'false' })).toMatchObject({
      options: { logLevel: 'error' },
    });
    expect(parseCliOptions(['--log'], {})).toMatchObject({ options: { logLevel: 'info' } });
    expect(parseCliOptions(['--log-level', 'debug'], { FB_LOG: '1' })).toMatchObject({
      options: { logLevel: 'debug' },
    });
    expect(parseCliOptions([], { FB_LOG_LEVEL: 'warn' })).toMatchObject({
      options: { logLevel: 'warn' },
    });
    expect(parseCliOptions([], { FB_LOG: '1', FB_LOG_LEVEL: 'debug' })).toMatchObject({
      options: { logLevel: 'debug' },
    });
    expect(parseCliOptions(['--log'], { FB_LOG_LEVEL: 'warn' })).toMatchObject({
      options: { logLevel: 'info' },
    });
    expect(parseCliOptions(['--log-level', 'loud'], {})).toMatchObject({
      kind: 'error',
      message: 'invalid log level "loud": use error, warn, info, debug',
    });
    expect(parseCliOptions([], { FB_ENABLE_EXEC: 'true' })).toMatchObject({
      options: { enableExec: true },
    });
    expect(parseCliOptions(['--enable-exec'], {})).toMatchObject({ options: { enableExec: true } });
    expect(parseCliOptions(['--unconfined-commands'], {})).toMatchObject({
      options: { unconfinedCommands: true },
    });
    expect(parseCliOptions([], { FB_UNCONFINED_COMMANDS: '1' })).toMatchObject({
      options: { unconfinedCommands: true },
    });
    expect(parseCliOptions([], {})).toMatchObject({
      options: { thumbnails: true, resizePreview: true },
    });
    expect(
      parseCliOptions(['--disable-thumbnails'], { FB_DISABLE_PREVIEW_RESIZE: '1' }),
    ).toMatchObject({ options: { thumbnails: false, resizePreview: false } });
  });

  it('explains bad flags and bad ports', () => {
    expect(parseCliOptions(['--bogus'], {})).toMatchObject({
      kind: 'error',
      message: expect.stringContaining("Unknown option '--bogus'") as unknown,
    });
    expect(parseCliOptions(['--port', '99999'], {})).toMatchObject({
      kind: 'error',
      message: 'invalid port "99999": use a number from 0 to 65535',
    });
    expect(parseCliOptions(['--root', ''], {})).toMatchObject({ kind: 'error' });
    expect(parseCliOptions(['-h'], {})).toEqual({ kind: 'help' });
    expect(parseCliOptions(['--version'], {})).toEqual({ kind: 'version' });
  });
});
