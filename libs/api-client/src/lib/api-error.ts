/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived; `message` is
 * what to show a user: the server's text, or `"<status> <statusText>"`, or `"000 No connection"`.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** True when the caller aborted the request; such errors are ignored silently. */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for errors that mean "the caller aborted", which UIs ignore. */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.cancelled;
}
