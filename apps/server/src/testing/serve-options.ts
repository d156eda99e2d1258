import { join } from 'node:path';
import type { CliOptions } from '../cli-options';

/**
 * Options for `serve` in tests: a `data` folder and a database under `dir`, any free port,
 * no search index; `changes` override any of them.
 */
export function testServeOptions(dir: string, changes: Partial<CliOptions> = {}): CliOptions {
  return {
    root: join(dir, 'data'),
    database: join(dir, 'fb.db'),
    address: '127.0.0.1',
    port: 0,
    baseURL: '',
    adminPassword: 'test-admin-password',
    logLevel: 'error',
    enableExec: false,
    thumbnails: true,
    resizePreview: true,
    index: false,
    ...changes,
  };
}
