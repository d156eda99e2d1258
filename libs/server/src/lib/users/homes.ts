import { posix } from 'node:path';
import { makeFolder } from '../files/make-folder';
import { joinInside } from '../files/paths';
import { HttpError } from '../core/http-error';
import type { Storage } from '../ports/storage';

/**
 * Turns a username into a folder name (api-contract §1.5): spaces trimmed, every `..` removed,
 * characters outside `[0-9A-Za-z@_-.]` replaced by `-`, runs of `-` collapsed. Different names
 * may clean to the same folder; the store refuses the second one (409).
 */
export function cleanUsername(username: string): string {
  return username
    .trim()
    .replaceAll('..', '')
    .replace(/[^0-9A-Za-z@_\-.]/g, '-')
    .replace(/-+/g, '-');
}

/** C0 controls and DEL: no file name or login name needs them, and PostgreSQL text holds no NUL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A username the store can keep and a login can type (400 otherwise): not blank, no control
 * characters. Checked for every user created or renamed, by the API, provisioning or the CLI.
 */
export function checkUsername(username: string): void {
  if (username.trim() === '') throw new HttpError(400, 'username is empty');
  if (CONTROL.test(username)) throw new HttpError(400, 'username contains a control character');
}

/**
 * A scope in the form users are stored with: absolute, clean, no trailing slash. A control
 * character is refused (400): no folder is named with one here.
 */
export function normaliseScope(scope: string): string {
  if (CONTROL.test(scope)) throw new HttpError(400, 'scope contains a control character');
  const clean = posix.normalize(`/${scope.trim()}`).replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * The private home of a user: `userHomeBasePath/cleanUsername(username)`.
 * differs from upstream: a name that cleans to nothing is 400, not 500.
 */
export function homeScopeOf(userHomeBasePath: string, username: string): string {
  const folder = cleanUsername(username);
  if (folder === '' || folder === '-' || folder === '.') {
    throw new HttpError(400, 'username cannot be used as a folder name');
  }
  return normaliseScope(posix.join(userHomeBasePath, folder));
}

/** Creates a user's scope folder under the server root (owner and group only, K92). */
export async function createHome(storage: Storage, root: string, scope: string): Promise<void> {
  await makeFolder(storage, joinInside(root, scope), 0o750);
}
