import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The built `file-browser` command (this project's test target depends on its build). */
const BIN = fileURLToPath(new URL('../../bin/file-browser.cjs', import.meta.url));

/** What an operator sees of a finished command. */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A running `file-browser` server; `stop()` sends SIGTERM and waits for the exit. */
export interface Running {
  child: ChildProcess;
  /** The address it printed, e.g. `https://127.0.0.1:40123`. */
  base: string;
  stdout(): string;
  stderr(): string;
  stop(): Promise<Finished>;
}

function launch(args: readonly string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd && { cwd }),
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => ({
    code: code as number | null,
    ...output,
  }));
  return { child, output, exited };
}

/** Runs `file-browser args` to the end, as a shell would. */
export function runCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  cwd?: string,
): Promise<Finished> {
  return launch(args, env, cwd).exited;
}

/** Starts the server and resolves once it says where it listens (on stderr); rejects if it exits. */
export async function startCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Running> {
  const { child, output, exited } = launch(args, env);
  const base = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const address = /is serving .* at (https?:\/\/[^/\s]+)/.exec(output.stderr)?.[1];
      if (address) resolve(address);
    };
    child.stderr.on('data', look);
    void exited.then((finished) => {
      reject(new Error(`file-browser exited (${String(finished.code)}): ${finished.stderr}`));
    });
  });
  return {
    child,
    base,
    stdout: () => output.stdout,
    stderr: () => output.stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
