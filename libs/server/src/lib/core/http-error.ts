/**
 * An error that becomes a status-only response (api-contract §0.3). Only 400 carries its cause
 * to the client; other statuses keep theirs server-side.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }
}
