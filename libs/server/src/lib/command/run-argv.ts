import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** Bounds on a command the server runs. */
export interface CommandLimits {
  /** Killed after this long. */
  timeoutMs: number;
  /** Killed once stdout and stderr together exceed this many bytes. */
  maxOutputBytes: number;
}

/** Ten minutes and 16 MiB of output. */
export const DEFAULT_COMMAND_LIMITS: CommandLimits = {
  timeoutMs: 10 * 60 * 1000,
  maxOutputBytes: 16 * 1024 * 1024,
};

/** Longest line sent as one message; longer lines are cut into pieces (api-contract §8.1). */
export const MAX_LINE_CHARS = 64 * 1024;

/** How a command ended: `ok` only for exit status 0. */
export interface CommandResult {
  ok: boolean;
  reason: string;
}

/** A started command: wait for it, or kill it (and everything it started). */
export interface RunningCommand {
  /** True once the program started, false when it could not (e.g. not found). */
  started: Promise<boolean>;
  done: Promise<CommandResult>;
  kill(): void;
}

/** What to run: argv (never through a shell), where, with which environment and bounds. */
export interface CommandSpec {
  argv: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  limits: CommandLimits;
  /** Receives each output line; without it output goes to the server's own stdout/stderr. */
  onLine?: (line: string) => void;
}

function splitLines(stream: Readable, emit: (line: string) => void, count: (n: number) => void) {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const flush = (final: boolean) => {
    let newline;
    while ((newline = pending.indexOf('\n')) !== -1 || pending.length >= MAX_LINE_CHARS) {
      const end = newline === -1 || newline > MAX_LINE_CHARS ? MAX_LINE_CHARS : newline;
      emit(pending.slice(0, end).replace(/\r$/, ''));
      pending = pending.slice(end === newline ? end + 1 : end);
    }
    if (final && pending !== '') emit(pending.replace(/\r$/, ''));
  };
  stream.on('data', (chunk: Buffer) => {
    count(chunk.length);
    pending += decoder.write(chunk);
    flush(false);
  });
  stream.on('end', () => {
    pending += decoder.end();
    flush(true);
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    // The child leads its own process group, so whatever it started goes too.
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Runs argv directly (`shell: false`, security-requirements K89), in its own process group,
 * killed with everything it started on timeout, on too much output, or on `kill()`.
 */
export function runArgv(spec: CommandSpec): RunningCommand {
  const [program = '', ...args] = spec.argv;
  const child = spawn(program, args, {
    cwd: spec.cwd,
    env: spec.env,
    shell: false,
    detached: true,
    stdio: ['ignore', spec.onLine ? 'pipe' : 'inherit', spec.onLine ? 'pipe' : 'inherit'],
  });
  let stopped: string | undefined;
  const stop = (reason: string) => {
    stopped ??= reason;
    killGroup(child.pid);
  };
  const timer = setTimeout(() => {
    stop('timed out');
  }, spec.limits.timeoutMs);
  timer.unref();
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > spec.limits.maxOutputBytes) stop('output limit reached');
  };
  const { onLine } = spec;
  if (onLine && child.stdout && child.stderr) {
    const emit = (line: string) => {
      if (total <= spec.limits.maxOutputBytes) onLine(line);
    };
    splitLines(child.stdout, emit, count);
    splitLines(child.stderr, emit, count);
  }
  const done = new Promise<CommandResult>((resolve) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: error.message });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const ok = code === 0 && stopped === undefined;
      resolve({
        ok,
        reason: stopped ?? (signal ? `killed by ${signal}` : `exit status ${String(code)}`),
      });
    });
  });
  const started = new Promise<boolean>((resolve) => {
    child.once('spawn', () => {
      resolve(true);
    });
    child.once('error', () => {
      resolve(false);
    });
  });
  return {
    started,
    done,
    kill: () => {
      stop('killed');
    },
  };
}
