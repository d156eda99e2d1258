/**
 * @file-browser/api-client: a typed client for the File Browser v2 HTTP API, for browsers and
 * Node 20+. No React, no globals: the token and fetch are passed in.
 */
export { createApiClient } from './lib/api-client';
export type { ApiClient, ApiClientOptions, CallOptions } from './lib/api-client';
export { ApiError, isCancelled } from './lib/api-error';
export { encodePath } from './lib/encode-path';
