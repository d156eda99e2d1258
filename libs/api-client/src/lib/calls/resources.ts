import type {
  ChecksumAlgorithm,
  ListingPage,
  ListingSort,
  PatchAction,
  Resource,
} from '@file-browser/api-contract';
import {
  fileInfoSchema,
  listingPageSchema,
  listingSchema,
  recursiveListingSchema,
  resourceSchema,
  usageSchema,
} from '@file-browser/api-contract';
import { encodePath } from '../encode-path';
import type { CallOptions } from '../options';
import { encodeDestination } from '../quirks';
import { readResource } from '../read-resource';
import type { Transport } from '../transport';
import { readJson } from '../transport';
import type { UploadBody } from '../upload-body';
import { toBodyInit } from '../upload-body';

/** Options of a copy or move (api-contract §2.10). */
export interface TransferOptions extends CallOptions {
  /** Replace an existing destination (needs `modify`). */
  override?: boolean;
  /** Pick a free name (`a(1).txt`) when the destination exists. */
  rename?: boolean;
}

/** Options of an upload. */
export interface UploadOptions extends CallOptions {
  /** Replace an existing file (needs `modify`); without it an existing file is 409. */
  override?: boolean;
}

/** Options of one page of a folder's listing (ours; api-contract `listingQuerySchema`). */
export interface PageOptions extends CallOptions {
  /** Entries in the page: 1 to `MAX_PAGE_LIMIT` (10,000). */
  limit: number;
  /** Entries skipped (default 0). */
  offset?: number;
  /** The column; default the user's saved sorting. */
  sort?: ListingSort;
  /** The visible order: `asc` is A→Z, smallest or oldest first (default `asc` with `sort`). */
  order?: 'asc' | 'desc';
}

/** Options of {@link resourceCalls}' `listPages`: every page of a folder, in turn. */
export interface PagesOptions extends CallOptions {
  /** Entries per page (default 1,000). */
  pageSize?: number;
  sort?: ListingSort;
  order?: 'asc' | 'desc';
}

const DEFAULT_PAGE_SIZE = 1000;

const flag = (value: boolean | undefined) => (value ? 'true' : 'false');

/** Files and folders: `/api/resources`, `/api/resources/recursive`, `/api/usage` (api-contract §2). */
export function resourceCalls(transport: Transport) {
  function transfer(action: PatchAction, from: string, to: string, call: TransferOptions) {
    return transport.send({
      method: 'PATCH',
      path: `/api/resources${encodePath(from)}`,
      query: {
        action,
        destination: encodeDestination(to),
        override: flag(call.override),
        rename: flag(call.rename),
      },
      signal: call.signal,
    });
  }

  /**
   * `GET /api/resources{folder}?limit=&offset=` (ours): one page of a folder's listing, with
   * the whole folder's `numDirs`/`numFiles`/`total`. The next page starts at
   * `offset + limit`. Upstream's server ignores the parameters and answers the whole listing,
   * which fails this call's check (no `total`).
   */
  async function listPage(path: string, call: PageOptions): Promise<ListingPage> {
    const response = await transport.send({
      path: `/api/resources${encodePath(path).replace(/\/?$/, '/')}`,
      query: {
        limit: String(call.limit),
        offset: String(call.offset ?? 0),
        sort: call.sort,
        order: call.order,
      },
      signal: call.signal,
    });
    return readResource(
      response,
      { resource: listingPageSchema, listing: listingPageSchema },
      call.signal,
    );
  }

  return {
    /** `GET /api/resources{path}`: a folder's listing (see `isListing`) or a file's info. */
    async getResource(path: string, call: CallOptions = {}): Promise<Resource> {
      const response = await transport.send({
        path: `/api/resources${encodePath(path)}`,
        signal: call.signal,
      });
      return readResource(
        response,
        { resource: resourceSchema, listing: listingSchema },
        call.signal,
      );
    },
    /** One page of a folder's listing (ours); see `listPage` above. */
    listPage,
    /**
     * Every page of a folder's listing in turn, as an async iterator (`for await`); stops after
     * the page that reaches `total`, or when the caller leaves the loop or aborts.
     */
    async *listPages(path: string, call: PagesOptions = {}): AsyncGenerator<ListingPage> {
      const limit = call.pageSize ?? DEFAULT_PAGE_SIZE;
      for (let offset = 0; ; offset += limit) {
        const page = await listPage(path, { ...call, limit, offset });
        yield page;
        if (offset + limit >= page.total) return;
      }
    },
    /** `POST /api/resources{path}/`: creates a folder and its missing parents (idempotent). */
    async createFolder(path: string, call: CallOptions = {}): Promise<void> {
      const folder = encodePath(path).replace(/\/?$/, '/');
      await transport.send({
        method: 'POST',
        path: `/api/resources${folder}`,
        query: { override: 'false' },
        signal: call.signal,
      });
    },
    /**
     * `POST /api/resources{path}?override=`: uploads a file from a Blob/File, bytes, text or a
     * stream (Node `Readable` included). 409 when it exists and `override` is not set.
     */
    async uploadFile(path: string, body: UploadBody, call: UploadOptions = {}): Promise<void> {
      await transport.send({
        method: 'POST',
        path: `/api/resources${encodePath(path).replace(/\/+$/, '')}`,
        query: { override: flag(call.override) },
        body: toBodyInit(body),
        signal: call.signal,
      });
    },
    /** `PUT /api/resources{path}`: replaces an existing file's content (404 when missing). */
    async saveFile(path: string, body: UploadBody, call: CallOptions = {}): Promise<void> {
      await transport.send({
        method: 'PUT',
        path: `/api/resources${encodePath(path)}`,
        body: toBodyInit(body),
        signal: call.signal,
      });
    },
    /** `DELETE /api/resources{path}`: deletes a file or a whole folder. */
    async deleteResource(path: string, call: CallOptions = {}): Promise<void> {
      await transport.send({
        method: 'DELETE',
        path: `/api/resources${encodePath(path)}`,
        signal: call.signal,
      });
    },
    /** `PATCH …?action=copy`: copies `from` to the full path `to` (a folder recursively). */
    async copyResource(from: string, to: string, call: TransferOptions = {}): Promise<void> {
      await transfer('copy', from, to, call);
    },
    /** `PATCH …?action=rename`: moves `from` to the full path `to`. */
    async moveResource(from: string, to: string, call: TransferOptions = {}): Promise<void> {
      await transfer('rename', from, to, call);
    },
    /** Renames in place: moves `path` to a sibling called `newName`. */
    async renameResource(path: string, newName: string, call: TransferOptions = {}): Promise<void> {
      const parent = path.replace(/\/+$/, '').replace(/[^/]*$/, '');
      await transfer('rename', path, `${parent}${newName}`, call);
    },
    /**
     * `GET /api/resources{path}` with `X-Encoding: true`: a text file's bytes as stored, for the
     * caller to decode in another encoding than the server's UTF-8 (`TextDecoder`).
     */
    async getTextBytes(path: string, call: CallOptions = {}): Promise<ArrayBuffer> {
      const response = await transport.send({
        path: `/api/resources${encodePath(path)}`,
        headers: { 'X-Encoding': 'true' },
        signal: call.signal,
      });
      return response.arrayBuffer();
    },
    /** `GET /api/resources{path}?checksum=`: the file's digest as lower-case hex. */
    async getChecksum(
      path: string,
      algorithm: ChecksumAlgorithm,
      call: CallOptions = {},
    ): Promise<string> {
      const response = await transport.send({
        path: `/api/resources${encodePath(path)}`,
        query: { checksum: algorithm },
        refuse202: true,
        signal: call.signal,
      });
      const info = await readJson(response, fileInfoSchema, call.signal);
      return info.checksums?.[algorithm] ?? '';
    },
    /** `GET /api/resources/recursive{path}`: every entry below a folder, flat, pre-order. */
    async listRecursive(path: string, call: CallOptions = {}) {
      const response = await transport.send({
        path: `/api/resources/recursive${encodePath(path)}`,
        signal: call.signal,
      });
      return readJson(response, recursiveListingSchema, call.signal);
    },
    /** `GET /api/usage{path}`: `{ total, used }` bytes of the file system holding a folder. */
    async getUsage(path: string, call: CallOptions = {}) {
      const response = await transport.send({
        path: `/api/usage${encodePath(path)}`,
        signal: call.signal,
      });
      return readJson(response, usageSchema, call.signal);
    },
  };
}
