import * as z from 'zod/mini';
import {
  listingQuerySchema,
  patchQuerySchema,
  previewQuerySchema,
  publicDownloadQuerySchema,
  publicShareQuerySchema,
  rawQuerySchema,
  resourceQuerySchema,
  searchQuerySchema,
  shareCreateQuerySchema,
  subtitleQuerySchema,
  uploadQuerySchema,
} from '../query';
import type { SchemaName } from './schemas';

/** What an answer carries. */
export type Body =
  | { json: SchemaName; array?: boolean }
  | {
      media:
        'text/plain' | 'application/json' | 'application/octet-stream' | 'application/x-ndjson';
      schema?: SchemaName;
    };

/** One HTTP operation of the contract, in the words of the OpenAPI document. */
export interface Operation {
  /** Unique, camelCase, verb first: what code generators name the client function. */
  operationId: string;
  summary: string;
  /** `token`: X-Auth (or the `auth` cookie on GET); `none`: public; `share`: share password/token. */
  auth: 'token' | 'none' | 'share';
  query?: z.ZodMiniObject;
  /** Request headers beyond X-Auth, as `name: description`. */
  headers?: Record<string, string>;
  body?: Body;
  /**
   * Success status and what it carries (no body for 204 and upgrades); `headers`, response
   * headers as `name: description`, add to or replace the `X-Renew-Token` every `token`
   * operation may answer.
   */
  ok: { status: number; body?: Body; description?: string; headers?: Record<string, string> };
}

/** What `X-Renew-Token` on an answer to a `token` operation means (api-contract §1.3). */
export const RENEW_TOKEN_HEADER =
  '`true`: renew the token now with `POST /api/renew` (it expires within the hour, or the user changed since it was issued)';

const token = 'token' as const;
const text = { media: 'text/plain' } as const;
const bytes = { media: 'application/octet-stream' } as const;
const status = { media: 'text/plain', schema: 'StatusText' } as const satisfies Body;
const statusOk = { status: 200, body: status };

/** Every path of api-contract §0.1 (path parameters in braces), method by method. */
export const operations: Record<string, Record<string, Operation>> = {
  '/health': {
    get: {
      operationId: 'getHealth',
      summary: 'Liveness',
      auth: 'none',
      ok: { status: 200, body: { json: 'Health' } },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      auth: 'none',
      ok: { status: 200, body: { media: 'application/json' }, description: 'OpenAPI 3.1 JSON' },
    },
  },
  '/api/login': {
    post: {
      operationId: 'login',
      summary: 'Log in; the answer is the token text',
      auth: 'none',
      body: { json: 'LoginRequest' },
      ok: { status: 200, body: text },
    },
  },
  '/api/renew': {
    post: {
      operationId: 'renewToken',
      summary:
        'A fresh token for the session; also, once within 60 s, for the token that changed its own password (ours)',
      auth: token,
      ok: { status: 200, body: text, headers: { 'X-Renew-Token': '`false`' } },
    },
  },
  '/api/logout': {
    post: {
      operationId: 'logout',
      summary: 'End every session of the user (our addition)',
      auth: token,
      ok: statusOk,
    },
  },
  '/api/signup': {
    post: {
      operationId: 'signup',
      summary: 'Create an account (when signup is on)',
      auth: 'none',
      body: { json: 'SignupRequest' },
      ok: statusOk,
    },
  },
  '/api/users': {
    get: {
      operationId: 'listUsers',
      summary: 'All users (admin)',
      auth: token,
      ok: { status: 200, body: { json: 'Users' } },
    },
    post: {
      operationId: 'createUser',
      summary: 'Create a user (admin); Location names it',
      auth: token,
      body: { json: 'UserRequest' },
      ok: { status: 201, body: text },
    },
  },
  '/api/users/{id}': {
    get: {
      operationId: 'getUser',
      summary: 'One user (self or admin)',
      auth: token,
      ok: { status: 200, body: { json: 'User' } },
    },
    put: {
      operationId: 'updateUser',
      summary: 'Update the fields named in `which`',
      auth: token,
      body: { json: 'UserRequest' },
      ok: {
        ...statusOk,
        headers: {
          'X-Renew-Token':
            "`true` after changing your own password (ours): every older token of the user is revoked, but the one that made the change may `POST /api/renew` once within 60 s; another user's password change revokes all of theirs",
        },
      },
    },
    delete: {
      operationId: 'deleteUser',
      summary: 'Delete a user',
      auth: token,
      body: { json: 'UserDeleteRequest' },
      ok: statusOk,
    },
  },
  '/api/resources/recursive/{path}': {
    get: {
      operationId: 'listResourceTree',
      summary: 'Every descendant of a folder, flat',
      auth: token,
      ok: { status: 200, body: { json: 'RecursiveListing' } },
    },
  },
  '/api/resources/{path}': {
    get: {
      operationId: 'getResource',
      summary: "A folder's listing or a file's info; with `limit`, one page of the listing (ours)",
      auth: token,
      query: z.extend(resourceQuerySchema, listingQuerySchema.shape),
      headers: { 'X-Encoding': "`true`: a text file's raw bytes" },
      ok: {
        status: 200,
        body: { json: 'ResourceOrPage' },
        description: 'A `Resource`; a `ListingPage` when `limit` is given',
      },
    },
    post: {
      operationId: 'uploadResource',
      summary: 'Upload a file (raw body) or create a folder (trailing slash)',
      auth: token,
      query: uploadQuerySchema,
      body: bytes,
      ok: statusOk,
    },
    put: {
      operationId: 'saveResource',
      summary: "Replace a file's content",
      auth: token,
      body: bytes,
      ok: statusOk,
    },
    delete: {
      operationId: 'deleteResource',
      summary: 'Delete a file or folder',
      auth: token,
      ok: { status: 204 },
    },
    patch: {
      operationId: 'copyOrMoveResource',
      summary: 'Copy or move (`action=rename`)',
      auth: token,
      query: patchQuerySchema,
      ok: statusOk,
    },
  },
  '/api/usage/{path}': {
    get: {
      operationId: 'getUsage',
      summary: 'Disk usage of a folder',
      auth: token,
      ok: { status: 200, body: { json: 'Usage' } },
    },
  },
  '/api/tus/{path}': {
    post: {
      operationId: 'createTusUpload',
      summary: 'Start a resumable upload',
      auth: token,
      query: uploadQuerySchema,
      headers: { 'Upload-Length': 'declared size in bytes' },
      ok: { status: 201, body: status },
    },
    head: {
      operationId: 'getTusUploadOffset',
      summary: 'Bytes received so far (`Upload-Offset`)',
      auth: token,
      ok: { status: 200 },
    },
    patch: {
      operationId: 'appendTusUpload',
      summary: 'Append a chunk at `Upload-Offset`',
      auth: token,
      headers: {
        'Upload-Offset': 'current size',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: { media: 'application/octet-stream' },
      ok: { status: 204 },
    },
    delete: {
      operationId: 'deleteTusUpload',
      summary: 'Abandon a resumable upload',
      auth: token,
      ok: { status: 204 },
    },
  },
  '/api/shares': {
    get: {
      operationId: 'listShares',
      summary: 'All share links visible to the user',
      auth: token,
      ok: { status: 200, body: { json: 'Share', array: true } },
    },
  },
  '/api/share/{path}': {
    get: {
      operationId: 'listPathShares',
      summary: 'Share links of one path',
      auth: token,
      ok: { status: 200, body: { json: 'Share', array: true } },
    },
    post: {
      operationId: 'createShare',
      summary: 'Create a share link',
      auth: token,
      query: shareCreateQuerySchema,
      body: { json: 'ShareCreateRequest' },
      ok: { status: 200, body: { json: 'Share' } },
    },
    delete: {
      operationId: 'deleteShare',
      summary: 'Delete a share link (`path` is its hash)',
      auth: token,
      ok: statusOk,
    },
  },
  '/api/settings': {
    get: {
      operationId: 'getSettings',
      summary: 'Global settings (admin)',
      auth: token,
      ok: { status: 200, body: { json: 'Settings' } },
    },
    put: {
      operationId: 'updateSettings',
      summary: 'Replace the global settings (admin)',
      auth: token,
      body: { json: 'SettingsUpdate' },
      ok: statusOk,
    },
  },
  '/api/settings/public': {
    get: {
      operationId: 'getPublicSettings',
      summary: 'The settings an upload client needs (ours; any signed-in user)',
      auth: token,
      ok: { status: 200, body: { json: 'PublicSettings' } },
    },
  },
  '/api/raw/{path}': {
    get: {
      operationId: 'downloadResource',
      summary: 'Download a file, or a folder / `files=` selection as an archive',
      auth: token,
      query: rawQuerySchema,
      ok: { status: 200, body: bytes },
    },
  },
  '/api/preview/{size}/{path}': {
    get: {
      operationId: 'getPreview',
      summary: 'Thumbnail (`thumb`) or preview (`big`) of an image',
      auth: token,
      query: previewQuerySchema,
      ok: { status: 200, body: bytes },
    },
  },
  '/api/subtitle/{path}': {
    get: {
      operationId: 'getSubtitle',
      summary: 'A subtitle file as WebVTT',
      auth: token,
      query: subtitleQuerySchema,
      ok: { status: 200, body: text },
    },
  },
  '/api/search/{path}': {
    get: {
      operationId: 'searchResources',
      summary: 'Search below a folder; NDJSON lines of SearchResult, blank lines ignored',
      auth: token,
      query: searchQuerySchema,
      ok: { status: 200, body: { media: 'application/x-ndjson' } },
    },
  },
  '/api/command/{path}': {
    get: {
      operationId: 'runCommand',
      summary: 'WebSocket: send one command line, receive output lines',
      auth: token,
      ok: { status: 101, description: 'Switching Protocols' },
    },
  },
  '/api/public/share/{hash}/{path}': {
    get: {
      operationId: 'getPublicShare',
      summary: 'A public share: listing or file info; with `limit`, one page of the listing (ours)',
      auth: 'share',
      query: z.extend(publicShareQuerySchema, listingQuerySchema.shape),
      ok: {
        status: 200,
        body: { json: 'PublicShareOrPage' },
        description: 'A `PublicShare`; a page of the listing when `limit` is given',
      },
    },
  },
  '/api/public/dl/{hash}/{path}': {
    get: {
      operationId: 'downloadPublicShare',
      summary: 'Download from a public share',
      auth: 'share',
      query: publicDownloadQuerySchema,
      ok: { status: 200, body: bytes },
    },
  },
};

/** The error bodies every operation may answer: status-only text. */
export const errorBody = status;
