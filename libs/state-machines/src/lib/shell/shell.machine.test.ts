import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { shellMachine, type ShellRunEvent, type ShellRunInput } from './shell.machine';

const ESC = String.fromCharCode(27);

/** A fake `run` actor: the test plays the server's side through `server.send`. */
function startShell(path = '/docs/') {
  const runs: ShellRunInput[] = [];
  const stopped: string[] = [];
  let sendBack: (event: ShellRunEvent) => void = () => undefined;
  const actor = createActor(
    shellMachine.provide({
      actors: {
        run: fromCallback<EventObject, ShellRunInput>(({ input, sendBack: send }) => {
          runs.push(input);
          sendBack = send;
          return () => {
            stopped.push(input.command);
          };
        }),
      },
    }),
    { input: { path } },
  ).start();
  const server = {
    send: (event: ShellRunEvent) => {
      sendBack(event);
    },
  };
  const run = (command: string) => {
    actor.send({ type: 'shell.type', text: command });
    actor.send({ type: 'shell.submit' });
  };
  return { actor, runs, stopped, server, run };
}

function openShell(path?: string) {
  const shell = startShell(path);
  shell.actor.send({ type: 'shell.toggle' });
  return shell;
}

describe('shellMachine', () => {
  it('starts closed and toggles open and closed', () => {
    const { actor } = startShell();
    expect(actor.getSnapshot().value).toBe('closed');

    actor.send({ type: 'shell.toggle' });
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);

    actor.send({ type: 'shell.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('runs a command in the current folder and streams its output in', () => {
    const { actor, runs, server, run } = openShell('/docs/');

    run('  ls -l  ');
    expect(actor.getSnapshot().matches({ open: 'running' })).toBe(true);
    server.send({ type: 'shell.output', text: 'a.txt' });
    server.send({ type: 'shell.output', text: 'b.txt' });

    expect(runs).toEqual([{ path: '/docs/', command: 'ls -l' }]);
    expect(actor.getSnapshot().context.entries).toEqual([
      { command: 'ls -l', output: 'a.txt\nb.txt\n' },
    ]);
    expect(actor.getSnapshot().context.input).toBe('');
  });

  it('runs in the folder the user navigated to', () => {
    const { actor, runs, run } = openShell('/');

    actor.send({ type: 'shell.navigate', path: '/photos/' });
    run('pwd');

    expect(runs[0]?.path).toBe('/photos/');
  });

  it('strips colour codes when the command finishes and accepts input again', () => {
    const { actor, server, run } = openShell();
    run('ls --color');
    server.send({ type: 'shell.output', text: `${ESC}[1;34mdir${ESC}[0m` });
    expect(actor.getSnapshot().context.entries[0]?.output).toContain(ESC);

    server.send({ type: 'shell.finished' });

    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.entries[0]?.output).toBe('dir\n');
  });

  it('shows why a command failed', () => {
    const { actor, server, run } = openShell();
    run('false');

    server.send({ type: 'shell.finished', error: '000 No connection' });

    expect(actor.getSnapshot().context.entries[0]?.output).toBe('000 No connection\n');
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it('ignores typing and submitting while a command runs', () => {
    const { actor, runs, run } = openShell();
    run('sleep 5');

    actor.send({ type: 'shell.type', text: 'rm -rf /' });
    actor.send({ type: 'shell.submit' });

    expect(actor.getSnapshot().context.input).toBe('');
    expect(runs).toHaveLength(1);
  });

  it('ignores an empty or blank input', () => {
    const { actor, runs, run } = openShell();

    run('   ');

    expect(runs).toEqual([]);
    expect(actor.getSnapshot().context.history).toEqual([]);
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it("'clear' empties the output without running anything", () => {
    const { actor, runs, server, run } = openShell();
    run('echo hi');
    server.send({ type: 'shell.output', text: 'hi' });
    server.send({ type: 'shell.finished' });

    run('clear');

    expect(actor.getSnapshot().context.entries).toEqual([]);
    expect(runs).toHaveLength(1);
    expect(actor.getSnapshot().context.history).toEqual(['echo hi']);
  });

  it("'exit' closes the panel", () => {
    const { actor, runs, run } = openShell();

    run('exit');

    expect(actor.getSnapshot().value).toBe('closed');
    expect(runs).toEqual([]);
  });

  it('walks the history with up and down', () => {
    const { actor, server, run } = openShell();
    for (const command of ['one', 'two']) {
      run(command);
      server.send({ type: 'shell.finished' });
    }
    const input = () => actor.getSnapshot().context.input;

    actor.send({ type: 'shell.historyUp' });
    expect(input()).toBe('two');
    actor.send({ type: 'shell.historyUp' });
    expect(input()).toBe('one');
    actor.send({ type: 'shell.historyUp' });
    expect(input()).toBe('one');
    actor.send({ type: 'shell.historyDown' });
    expect(input()).toBe('two');
    actor.send({ type: 'shell.historyDown' });
    expect(input()).toBe('');
  });

  it('stops a running command when the panel closes', () => {
    const { actor, stopped, run } = openShell();
    run('tail -f log');

    actor.send({ type: 'shell.toggle' });

    expect(stopped).toEqual(['tail -f log']);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('reports a run actor that throws as the command’s output', () => {
    const actor = createActor(
      shellMachine.provide({
        actors: {
          run: fromCallback<EventObject, ShellRunInput>(() => {
            throw new Error('No WebSocket available');
          }),
        },
      }),
      { input: { path: '/' } },
    ).start();
    actor.send({ type: 'shell.toggle' });

    actor.send({ type: 'shell.type', text: 'ls' });
    actor.send({ type: 'shell.submit' });

    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.entries).toEqual([
      { command: 'ls', output: 'No WebSocket available\n' },
    ]);
  });
});
