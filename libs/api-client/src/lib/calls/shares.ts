import type { ShareUnit } from '@file-browser/api-contract';
import {
  publicShareListingPageSchema,
  publicShareListingSchema,
  publicSharePageSchema,
  publicShareSchema,
  shareSchema,
} from '@file-browser/api-contract';
import * as z from 'zod/mini';
import { encodePath } from '../encode-path';
import type { CallOptions } from '../options';
import type { PageOptions } from './resources';
import { readResource } from '../read-resource';
import type { Transport } from '../transport';
import { readJson } from '../transport';

/** Options of a new share link (api-contract §4.4). */
export interface ShareOptions extends CallOptions {
  /** Protects the link; visitors send it as `X-SHARE-PASSWORD` or use the returned token. */
  password?: string;
  /** Lifetime in `unit`s; absent: never expires. */
  expires?: number;
  /** Unit of `expires`; hours by default. */
  unit?: ShareUnit;
}

/** How a visitor proves access to a password-protected share. */
export interface PublicShareOptions extends CallOptions {
  password?: string;
  /** The token a previous `getPublicShare` returned. */
  token?: string;
}

/** Options of `listSharePage`: a page (as of a folder's listing) and the visitor's proof. */
export type SharePageOptions = PageOptions & PublicShareOptions;

const sharesSchema = z.array(shareSchema);

/** Share links (api-contract §4). Management needs `share` and `download`. */
export function shareCalls(transport: Transport) {
  /** A public share's headers and query: the password, the token, the paging. */
  function publicRequest(hash: string, path: string, call: PublicShareOptions) {
    const headers: Record<string, string> = {};
    if (call.password) headers['X-SHARE-PASSWORD'] = encodeURIComponent(call.password);
    return {
      path: `/api/public/share/${encodeURIComponent(hash)}${encodePath(path)}`,
      headers,
      auth: 'public' as const,
      signal: call.signal,
    };
  }

  return {
    /** `GET /api/shares`: every link the user may see (admins: everyone's). */
    async listShares(call: CallOptions = {}) {
      const response = await transport.send({ path: '/api/shares', signal: call.signal });
      return readJson(response, sharesSchema, call.signal);
    },
    /** `GET /api/share{path}`: the links of one path. */
    async getShares(path: string, call: CallOptions = {}) {
      const response = await transport.send({
        path: `/api/share${encodePath(path)}`,
        signal: call.signal,
      });
      return readJson(response, sharesSchema, call.signal);
    },
    /** `POST /api/share{path}`: a new link; the body's values are strings, `{}` at least. */
    async createShare(path: string, call: ShareOptions = {}) {
      const body: Record<string, string> = {};
      if (call.password) body['password'] = call.password;
      if (call.expires !== undefined) body['expires'] = String(Math.trunc(call.expires));
      if (call.unit) body['unit'] = call.unit;
      const response = await transport.send({
        method: 'POST',
        path: `/api/share${encodePath(path)}`,
        json: body,
        signal: call.signal,
      });
      return readJson(response, shareSchema, call.signal);
    },
    /** `DELETE /api/share/{hash}`: removes a link (owner or admin). */
    async deleteShare(hash: string, call: CallOptions = {}): Promise<void> {
      await transport.send({
        method: 'DELETE',
        path: `/api/share/${encodeURIComponent(hash)}`,
        signal: call.signal,
      });
    },
    /**
     * `GET /api/public/share/{hash}{path}` (no login): the shared folder's listing or file's info,
     * with a `token` for downloads when the share has a password. A 401 (password needed or
     * wrong) does not end the session.
     */
    async getPublicShare(hash: string, path = '/', call: PublicShareOptions = {}) {
      const response = await transport.send({
        ...publicRequest(hash, path, call),
        query: { token: call.token },
      });
      return readResource(
        response,
        { resource: publicShareSchema, listing: publicShareListingSchema },
        call.signal,
      );
    },
    /**
     * `GET /api/public/share/{hash}{path}?limit=&offset=` (ours): one page of a shared folder's
     * listing, with the whole folder's `numDirs`/`numFiles`/`total` (see `listPage`), or the
     * file's info when the location is a file (a file has no pages; tell them apart with
     * `isListing`). Same credentials and 401 handling as `getPublicShare`.
     */
    async listSharePage(hash: string, path: string, call: SharePageOptions) {
      const response = await transport.send({
        ...publicRequest(hash, path, call),
        query: {
          token: call.token,
          limit: String(call.limit),
          offset: String(call.offset ?? 0),
          sort: call.sort,
          order: call.order,
        },
      });
      return readResource(
        response,
        { resource: publicSharePageSchema, listing: publicShareListingPageSchema },
        call.signal,
      );
    },
  };
}
