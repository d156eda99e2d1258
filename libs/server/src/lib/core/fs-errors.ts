import { HttpError } from './http-error';

/** The file system's error code, if `error` is one of its errors. */
function codeOf(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when the disk (or the user's quota) is full. */
export function isOutOfSpace(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * What a file-system error means to the client, as a status with its cause: a full disk is 507,
 * a name or path too long for the disk 400/414, a read-only folder 403, a vanished entry or
 * links that lead round in a loop 404, and a name taken (or a folder not empty) by a concurrent
 * request 409. Anything else stays a server error. Writes clean up after themselves before the error gets here, so each of these
 * answers means nothing changed.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  switch (codeOf(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new HttpError(507, 'not enough free space on the disk');
    case 'ENAMETOOLONG':
      return new HttpError(400, 'a name is longer than 255 bytes or the path is too long');
    case 'EROFS':
      return new HttpError(403, 'the folder is on a read-only file system');
    case 'EACCES':
    case 'EPERM':
      return new HttpError(403, 'the server may not write there');
    case 'ENOENT':
      return new HttpError(404);
    case 'ELOOP':
      return new HttpError(404, 'links in the path lead round to each other');
    case 'EEXIST':
    case 'ENOTEMPTY':
      return new HttpError(409, 'the target was changed by another request');
    case 'EISDIR':
    case 'ENOTDIR':
      return new HttpError(409, 'a file and a folder cannot replace each other');
    default:
      return undefined;
  }
}

/** The 409 every lost race answers. */
export function conflict(what: string): HttpError {
  return new HttpError(409, `${what} already exists`);
}
