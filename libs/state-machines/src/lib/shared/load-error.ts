/** Which error panel a failed load shows (spec §8 "Files panel"). */
export type LoadErrorKind = 'connection' | 'forbidden' | 'notFound' | 'internal';

/** A failed load as the error panel needs it: the HTTP status (0: no response) and the text. */
export interface LoadError {
  status: number;
  kind: LoadErrorKind;
  message: string;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** Status 0 → `connection`, 403 → `forbidden`, 404 → `notFound`, anything else → `internal`. */
function loadErrorKind(status: number): LoadErrorKind {
  if (status === 0) return 'connection';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'internal';
}

/** Reads a rejected call (an `ApiError`-like value); without a status it counts as a 500. */
export function toLoadError(error: unknown): LoadError {
  const status = statusOf(error) ?? 500;
  const message = error instanceof Error ? error.message : String(error);
  return { status, kind: loadErrorKind(status), message };
}

/** True for the api-client's cancelled errors (`cancelled: true`), which are ignored silently. */
export function isCancelledError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'cancelled' in error && error.cancelled === true
  );
}

/** The status a failed call carries, if any. */
export function errorStatus(error: unknown): number | undefined {
  return statusOf(error);
}
