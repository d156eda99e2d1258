import { statusCause } from '@file-browser/api-contract';

/** The text of an error raised when no response arrived (api-contract §8, spec "Error catalogue"). */
export const NO_CONNECTION = '000 No connection';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived; `message` is
 * what to show a user: the server's plain-text body (`"403 Forbidden"`, `"400 Bad Request
 * (cause)"`), else `"<status> <statusText>"`, or `"000 No connection"`.
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

  /** The cause a `400 Bad Request (<cause>)` body names, e.g. `password is too short, …`. */
  get detail(): string | undefined {
    return statusCause(this.message);
  }
}

/** True for errors that mean "the caller aborted", which UIs ignore. */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.cancelled;
}

/** The error for a request that got no response: cancelled when the caller aborted it. */
export function connectionError(signal: AbortSignal | undefined): ApiError {
  if (signal?.aborted) return new ApiError('Request cancelled', 0, true);
  return new ApiError(NO_CONNECTION, 0);
}

/** The error for a non-2xx response: its plain-text body, else status and status text. */
export async function responseError(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')).trim();
  return new ApiError(text || `${response.status} ${response.statusText}`.trim(), response.status);
}
