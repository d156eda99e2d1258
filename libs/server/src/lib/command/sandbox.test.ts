import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../ports/store';
import { commandSession } from './command-session';
import { DEFAULT_COMMAND_LIMITS } from './run-argv';
import { SANDBOX_MISSING, findBubblewrap, sandboxedArgv } from './sandbox';
import { OwnFiles } from '../files/own-files';
import { localDisk } from '../drivers/local-disk/local-disk';

/** Just enough of a ws socket for a command session: what it sent, how it closed. */
function fakeSocket() {
  const events = new EventEmitter();
  const sent: string[] = [];
  let closed: number | undefined;
  const socket = {
    OPEN: 1,
    get readyState() {
      return closed === undefined ? 1 : 3;
    },
    on: (name: string, listener: (...args: unknown[]) => void) => events.on(name, listener),
    once: (name: string, listener: (...args: unknown[]) => void) => events.once(name, listener),
    off: (name: string, listener: (...args: unknown[]) => void) => events.off(name, listener),
    send: (text: string) => sent.push(text),
    close: (code: number) => {
      closed = code;
    },
    terminate: () => undefined,
  };
  return { socket: socket as unknown as WebSocket, events, sent, closed: () => closed };
}

describe('command sandbox (K87)', () => {
  it('finds bwrap on the PATH, and nothing on an empty one', () => {
    expect(findBubblewrap('')).toBeUndefined();
    expect(findBubblewrap('/nonexistent:/also/not')).toBeUndefined();
  });

  it('mounts the scope at /files and starts in the same folder inside it', () => {
    const argv = sandboxedArgv(
      '/usr/bin/bwrap',
      ['ls', '-l'],
      '/srv/users/ana',
      '/srv/users/ana/a b',
    );
    expect(argv.slice(-3)).toEqual(['--', 'ls', '-l']);
    const at = (flag: string) => argv.slice(argv.indexOf(flag) + 1, argv.indexOf(flag) + 3);
    expect(at('--bind')).toEqual(['/srv/users/ana', '/files']);
    expect(argv[argv.indexOf('--chdir') + 1]).toBe('/files/a b');
    expect(argv).toContain('--unshare-all');
    expect(argv).toContain('--die-with-parent');
    expect(at('--cap-drop')[0]).toBe('ALL');
    const top = sandboxedArgv('/usr/bin/bwrap', ['pwd'], '/srv/users/ana', '/srv/users/ana');
    expect(top[top.indexOf('--chdir') + 1]).toBe('/files');
  });

  it('refuses to run anything unconfined when bubblewrap is missing', () => {
    const { socket, events, sent, closed } = fakeSocket();
    const user = { commands: ['echo'] } as unknown as UserRecord;
    const place = {
      cwd: '/tmp',
      storage: localDisk(),
      ownFiles: new OwnFiles(),
      scope: '/tmp',
      rules: { rules: [] },
      sandbox: { bwrap: undefined },
    };
    commandSession(socket, user, place, DEFAULT_COMMAND_LIMITS);
    events.emit('message', Buffer.from('echo hi'));
    expect(sent).toEqual([SANDBOX_MISSING]);
    expect(closed()).toBe(1011);
  });
});
