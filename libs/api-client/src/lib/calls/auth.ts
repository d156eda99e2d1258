import type { LoginRequest, SignupRequest } from '@file-browser/api-contract';
import { ApiError } from '../api-error';
import type { CallOptions } from '../options';
import type { Transport } from '../transport';
import { readText } from '../transport';

/** Login, signup, renewal and logout (api-contract §1). */
export function authCalls(transport: Transport) {
  const { storage } = transport;

  async function renew(call: CallOptions = {}): Promise<string> {
    const response = await transport.send({
      method: 'POST',
      path: '/api/renew',
      renewable: false,
      signal: call.signal,
    });
    const token = (await readText(response, call.signal)).trim();
    storage.set(token);
    transport.options.onTokenRenewed?.(token);
    return token;
  }
  transport.renew = (signal) => renew({ signal });

  return {
    /**
     * `POST /api/login` with JSON credentials; resolves to the token, which is also stored.
     * 403 means wrong credentials, 429 too many attempts (`Retry-After`).
     */
    async login(credentials: LoginRequest, call: CallOptions = {}): Promise<string> {
      const response = await transport.send({
        method: 'POST',
        path: '/api/login',
        json: {
          username: credentials.username,
          password: credentials.password,
          recaptcha: credentials.recaptcha ?? '',
        },
        auth: 'public',
        signal: call.signal,
      });
      const token = (await readText(response, call.signal)).trim();
      storage.set(token);
      return token;
    },
    /** `POST /api/renew`: a fresh token for the session, stored and passed to `onTokenRenewed`. */
    renew,
    /**
     * `POST /api/signup` (when the server allows it). Does not log in. A 400 names the cause;
     * `minimumPasswordLength(error.message)` reads the length a too-short password needed.
     */
    async signup(credentials: SignupRequest, call: CallOptions = {}): Promise<void> {
      await transport.send({
        method: 'POST',
        path: '/api/signup',
        json: { username: credentials.username, password: credentials.password },
        auth: 'public',
        signal: call.signal,
      });
    },
    /**
     * `POST /api/logout` (our server; upstream has no such route): ends every session of the user
     * on the server. The stored token is forgotten either way.
     */
    async logout(call: CallOptions = {}): Promise<void> {
      try {
        const spec = { method: 'POST', path: '/api/logout', renewable: false };
        await transport.send({ ...spec, signal: call.signal });
      } catch (error) {
        // Upstream has no logout route (404/405): its tokens simply stay valid until they expire.
        if (!(error instanceof ApiError && (error.status === 404 || error.status === 405))) {
          throw error;
        }
      } finally {
        storage.set(null);
      }
    },
  };
}
