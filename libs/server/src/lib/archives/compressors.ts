import type { ArchiveAlgorithm } from '@file-browser/api-contract';
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { Duplex, PassThrough } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { HttpError } from '../core/http-error';
import { snappyFramer } from './snappy-frame';
import { isHostExecutable } from '../host/host-files';

/** Formats compressed by a system tool, with the argv that writes to stdout (no shell). */
const TOOLS: Partial<Record<ArchiveAlgorithm, { command: string; args: string[] }>> = {
  tarbz2: { command: 'bzip2', args: ['-c', '-9'] },
  tarxz: { command: 'xz', args: ['-c', '-6'] },
  tarlz4: { command: 'lz4', args: ['-c', '-q'] },
  tarzst: { command: 'zstd', args: ['-c', '-q', '-3'] },
};

const found = new Map<string, string | null>();

/** The absolute path of an executable on PATH, or null; looked up once per name. */
async function which(command: string): Promise<string | null> {
  const known = found.get(command);
  if (known !== undefined) return known;
  let result: string | null = null;
  for (const dir of (process.env['PATH'] ?? '').split(delimiter).filter(Boolean)) {
    if (await isHostExecutable(join(dir, command))) {
      result = join(dir, command);
      break;
    }
  }
  found.set(command, result);
  return result;
}

/**
 * Checks before any header is sent that the format can be produced: 501 with a clear cause when
 * its system tool is missing.
 */
export async function ensureCompressor(algo: ArchiveAlgorithm): Promise<void> {
  const tool = TOOLS[algo];
  if (tool && !(await which(tool.command))) {
    throw new HttpError(501, `${tool.command} is not installed on the server`);
  }
}

/** Pipes bytes through a child process; killing it when the stream is destroyed early. */
function toolStream(executable: string, args: string[]): Duplex {
  const child = spawn(executable, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const duplex = Duplex.from({ writable: child.stdin, readable: child.stdout });
  child.on('error', (error) => duplex.destroy(error));
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null)
      duplex.destroy(new Error(`${executable} exited with ${String(code)}`));
  });
  duplex.on('close', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return duplex;
}

/**
 * The stream that compresses a tar for a format: gzip and brotli from node:zlib, snappy framing
 * in-process, bzip2/xz/lz4/zstd through their system tools, a pass-through for plain tar.
 */
export async function compressorFor(algo: ArchiveAlgorithm): Promise<Duplex> {
  switch (algo) {
    case 'targz':
      return createGzip({ level: 6 });
    case 'tarbr':
      return createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    case 'tarsz':
      return snappyFramer();
    case 'zip':
    case 'tar':
      return new PassThrough();
    default: {
      const tool = TOOLS[algo];
      const executable = tool && (await which(tool.command));
      if (!tool || !executable) throw new HttpError(501, `no compressor for ${algo}`);
      return toolStream(executable, tool.args);
    }
  }
}
