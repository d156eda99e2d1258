import { authCalls } from './calls/auth';
import { commandCalls } from './calls/command';
import { resourceCalls } from './calls/resources';
import { searchCalls } from './calls/search';
import { shareCalls } from './calls/shares';
import { tusCalls } from './calls/tus';
import { urlCalls } from './calls/urls';
import { userCalls } from './calls/users';
import type { ClientOptions, TokenStorage } from './options';
import { createTransport } from './transport';

/** Typed calls to the File Browser v2 HTTP API; see each call's JSDoc for its route. */
export type ApiClient = ReturnType<typeof authCalls> &
  ReturnType<typeof resourceCalls> &
  ReturnType<typeof userCalls> &
  ReturnType<typeof shareCalls> &
  ReturnType<typeof searchCalls> &
  ReturnType<typeof commandCalls> &
  ReturnType<typeof tusCalls> &
  ReturnType<typeof urlCalls> & {
    /** Where the token lives (the `storage` option, or the in-memory default). */
    readonly storage: TokenStorage;
  };

/**
 * Creates a client for one server. The token starts as `options.token` (or whatever `storage`
 * holds); `login` and renewals store new ones, `logout` forgets it. No globals are touched
 * except `fetch` and `WebSocket` when not injected.
 */
export function createClient(options: ClientOptions): ApiClient {
  const transport = createTransport(options);
  return {
    storage: transport.storage,
    ...authCalls(transport),
    ...resourceCalls(transport),
    ...userCalls(transport),
    ...shareCalls(transport),
    ...searchCalls(transport),
    ...commandCalls(transport),
    ...tusCalls(transport),
    ...urlCalls(transport),
  };
}

/** The earlier name of {@link createClient}. */
export const createApiClient = createClient;
