import type { CommandResult, CommandSession } from '@file-browser/api-client';

/** One command the fake server received, with controls to play the server's side. */
export interface FakeRun {
  path: string;
  command: string;
  /** Sends one output line. */
  emit: (line: string) => void;
  /** Ends the command; with `error` it failed with that text. */
  finish: (error?: string) => void;
  /** The client closed the socket. */
  closed: () => boolean;
}

/** A stand-in for the api-client's `openCommand`, recording each run (test helper). */
export function fakeCommands() {
  const runs: FakeRun[] = [];
  const openCommand = (path: string, command: string): CommandSession => {
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let end: { error?: string } | undefined;
    let closed = false;
    const nudge = () => {
      wake?.();
    };
    runs.push({
      path,
      command,
      emit: (line) => {
        queue.push(line);
        nudge();
      },
      finish: (error) => {
        end = error === undefined ? {} : { error };
        nudge();
      },
      closed: () => closed,
    });
    async function* lines(): AsyncGenerator<string> {
      for (;;) {
        const line = queue.shift();
        if (line !== undefined) {
          yield line;
          continue;
        }
        if (end?.error !== undefined) throw new Error(end.error);
        if (end) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
    return {
      done: new Promise<CommandResult>(() => undefined),
      close: () => {
        closed = true;
      },
      [Symbol.asyncIterator]: lines,
    };
  };
  return { runs, openCommand };
}
