import { constants, createReadStream, watch } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  open,
  opendir,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  statfs,
  utimes,
  writeFile,
} from 'node:fs/promises';
import type { NamedLocks } from '../../ports/coordination';
import type { Storage } from '../../ports/storage';
import { FILE_MODE } from '../../ports/storage';
import {
  copyFileDurably,
  ensureFolder,
  removeLeftoverTemps,
  writeAtomically,
} from './atomic-write';
import { readHeader } from './file-bytes';
import { mergeInto, moveEntry } from './move';
import { lstatOrUndefined, placeEntry, syncDir } from './placement';
import { memoryLocks } from '../in-process/in-process-coordination';

/**
 * The `local-disk` Storage driver: the served files are a folder of this machine's disk, and
 * each operation is the system call (or the careful sequence of them) the server always made.
 * Node's own functions are handed out unwrapped where the signatures match, so a listing or a
 * download costs no extra call or allocation per entry.
 *
 * `locks` serialise placements per final name where the file system cannot refuse to replace
 * (placement.ts): the server passes Coordination's named locks, so whatever shares them
 * (another driver instance, another process) waits its turn too; without them, this instance's
 * own in-memory locks.
 */
export function localDisk({ locks = memoryLocks() }: { locks?: NamedLocks } = {}): Storage {
  return {
    stat,
    lstat,
    lstatOrUndefined,
    realpath: (location) => realpath(location),
    readlink: (location) => readlink(location),
    list: (location) => readdir(location, { withFileTypes: true }),
    listBatched: (location, bufferSize) => opendir(location, { bufferSize }),
    exists: async (location) => (await lstatOrUndefined(location)) !== undefined,
    readStream: createReadStream,
    readFile: (location) => readFile(location),
    readHeader,
    open: (location, flags, mode) => open(location, flags, mode),
    openNonBlocking: (location) => open(location, constants.O_RDONLY | constants.O_NONBLOCK),
    writeAtomically: (target, body, options) => writeAtomically(locks, target, body, options),
    placeEntry: (temp, target, replace) => placeEntry(locks, temp, target, replace),
    moveEntry: (source, target, options) => moveEntry(locks, source, target, options),
    mergeInto: (source, target, journal) => mergeInto(locks, source, target, journal),
    copyFileDurably,
    ensureFolder,
    mkdir: async (location, mode) => {
      await mkdir(location, { mode });
    },
    syncDir,
    rename,
    remove: (location, options) =>
      rm(location, { recursive: true, force: options?.force ?? false }),
    createFile: (location, data, mode = FILE_MODE) =>
      writeFile(location, data, { mode, flag: 'wx' }),
    utimes,
    chmod,
    removeLeftoverTemps,
    fileSystem: (location) => statfs(location),
    watch: (location, onChange) => watch(location, { persistent: false }, onChange),
  };
}
