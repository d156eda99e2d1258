/** The upload error catalogue (spec "Error catalogue", frontend-behaviour §4 and §8). */
export const UPLOAD_ABORTED = 'Upload aborted';
export const UPLOAD_FAILED = 'Upload failed';
export const NO_CONNECTION = '000 No connection';
export const CONNECTION_ABORTED = '001 Connection aborted';
export const TUS_SETTINGS_MISSING = 'Tus.io settings are not defined';
/** The abort reason of `abort({ resumable: true })`: tus uploads stay on the server. */
export const RESUMABLE_ABORT = 'resumable';

/** An upload failure carrying the catalogue message the UI shows. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

interface StatusLike {
  status?: unknown;
  cancelled?: unknown;
  message?: unknown;
}

/**
 * Message for a failed plain POST (api-client `ApiError` or anything else): 'Upload aborted'
 * when cancelled, '409' for a conflict (reported as the status), '001 Connection aborted'
 * without a response, else the server's body text ('Upload failed' for anything that is not an
 * HTTP answer).
 */
export function postErrorMessage(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return UPLOAD_ABORTED;
  const { status, cancelled, message } = (error ?? {}) as StatusLike;
  if (cancelled === true) return UPLOAD_ABORTED;
  if (status === 409) return '409';
  if (status === 0) return CONNECTION_ABORTED;
  const fromServer = typeof status === 'number' && typeof message === 'string' && message !== '';
  return fromServer ? message : UPLOAD_FAILED;
}

interface DetailedErrorLike {
  originalRequest?: unknown;
  originalResponse?: { getBody(): string; getStatus(): number } | null;
  message?: unknown;
}

/** The HTTP status a tus-js-client error carries, or 0 without a response. */
export function tusErrorStatus(error: unknown): number {
  return (error as DetailedErrorLike | null)?.originalResponse?.getStatus() ?? 0;
}

/**
 * Message for a failed tus upload: 'Upload aborted' passes through; a request error without a
 * response is '000 No connection', with one its body text; anything else 'Upload failed'.
 */
export function tusErrorMessage(error: unknown): string {
  const detailed = (error ?? {}) as DetailedErrorLike;
  if (detailed.message === UPLOAD_ABORTED) return UPLOAD_ABORTED;
  if (detailed.originalRequest == null) return UPLOAD_FAILED;
  if (!detailed.originalResponse) return NO_CONNECTION;
  return detailed.originalResponse.getBody().trim() || UPLOAD_FAILED;
}

/** The catalogue message of any rejection: UploadErrors keep theirs, the rest 'Upload failed'. */
export function messageOf(error: unknown): string {
  return error instanceof UploadError ? error.message : UPLOAD_FAILED;
}
