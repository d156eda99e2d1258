// What the API answers, in this library's tests: files, folders, errors, calls finished by hand.
import type { FileInfo, Listing } from '@file-browser/api-contract';

/** A file's info at `path`. */
export function fileAt(path: string, overrides: Partial<FileInfo> = {}): FileInfo {
  const name = path.split('/').filter(Boolean).pop() ?? '';
  return {
    path,
    name,
    size: 3,
    extension: name.includes('.') ? `.${name.split('.').pop() ?? ''}` : '',
    modified: '2026-01-01T00:00:00Z',
    mode: 0o640,
    isDir: false,
    isSymlink: false,
    type: 'text',
    ...overrides,
  };
}

/** A folder listing at `path` holding `items`. */
export function folderAt(path: string, items: FileInfo[] = []): Listing {
  return {
    ...fileAt(path, { isDir: true, type: 'blob', size: 0, extension: '' }),
    items,
    numDirs: items.filter((item) => item.isDir).length,
    numFiles: items.filter((item) => !item.isDir).length,
    sorting: { by: 'name', asc: false },
  };
}

/** An error shaped like the api-client's `ApiError`. */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message = `${status}`,
    readonly cancelled = false,
  ) {
    super(message);
  }
}

/** A promise with its resolve/reject handles, to finish fake calls when a test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
