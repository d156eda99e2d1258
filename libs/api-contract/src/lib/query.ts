import * as z from 'zod/mini';
import { checksumAlgorithmSchema, patchActionSchema } from './resource';
import { archiveAlgorithmSchema, shareUnitSchema } from './share';

/** A query flag: upstream reads only the literal `true` as on (api-contract §2.7). */
export const queryFlagSchema = z.enum(['true', 'false']);
export type QueryFlag = z.infer<typeof queryFlagSchema>;

/** `GET /api/resources{path}` query (api-contract §2.3). */
export const resourceQuerySchema = z.object({ checksum: z.optional(checksumAlgorithmSchema) });
export type ResourceQuery = z.infer<typeof resourceQuerySchema>;

/** The orders a paged listing offers (ours): `sort=`. */
export const listingSortSchema = z.enum(['name', 'size', 'modified']);
export type ListingSort = z.infer<typeof listingSortSchema>;

/**
 * Entries of a folder's first page (`limit` of the web app's first request): a screenful and
 * some scrolling, small enough that the server answers and the browser draws it at once
 * whatever the folder's size. The server sends it with the app's page at a folder's address;
 * `index.html`'s script writes the same number (a classic script cannot import it).
 */
export const FIRST_PAGE_LIMIT = 200;

/**
 * `GET /api/resources{folder}` paging query (ours; upstream ignores it). With `limit` (1 to
 * `MAX_PAGE_LIMIT`) the answer is a `ListingPage` starting at `offset` (default 0). `sort` and
 * `order` (the visible order: `asc` lists names A→Z, smallest or oldest first) override the
 * user's saved sorting, with or without `limit`; `order` alone keeps the saved column, `sort`
 * alone is ascending. Without any of them the answer is upstream's whole `Listing`.
 */
export const listingQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^\d+$/))),
  offset: z.optional(z.string().check(z.regex(/^\d+$/))),
  sort: z.optional(listingSortSchema),
  order: z.optional(z.enum(['asc', 'desc'])),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** `POST /api/resources{path}` and `POST /api/tus{path}` query (api-contract §2.7, §9). */
export const uploadQuerySchema = z.object({ override: z.optional(queryFlagSchema) });
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

/**
 * `PATCH /api/resources{path}` query (api-contract §2.10). `destination` is encoded twice: the
 * server query-unescapes it once more after the normal decoding.
 */
export const patchQuerySchema = z.object({
  action: patchActionSchema,
  destination: z.string().check(z.minLength(1)),
  override: z.optional(queryFlagSchema),
  rename: z.optional(queryFlagSchema),
});
export type PatchQuery = z.infer<typeof patchQuerySchema>;

/** `?algo=` as sent: a format name, or upstream's `true`/empty meaning zip (api-contract §3.2). */
export const archiveAlgoParamSchema = z.union([archiveAlgorithmSchema, z.enum(['true', ''])]);

/**
 * `GET /api/raw{path}` query (api-contract §3.1, §3.2): `inline` for a single file; `algo` and
 * `files` (a comma list, each element encoded twice) for archives.
 */
export const rawQuerySchema = z.object({
  inline: z.optional(queryFlagSchema),
  algo: z.optional(archiveAlgoParamSchema),
  files: z.optional(z.string()),
});
export type RawQuery = z.infer<typeof rawQuerySchema>;

/** `GET /api/public/dl/{hash}{path}` query: the raw query plus the share's download `token`. */
export const publicDownloadQuerySchema = z.extend(rawQuerySchema, {
  token: z.optional(z.string()),
});
export type PublicDownloadQuery = z.infer<typeof publicDownloadQuerySchema>;

/** `GET /api/public/share/{hash}{path}` query: the token of a password-protected share. */
export const publicShareQuerySchema = z.object({ token: z.optional(z.string()) });
export type PublicShareQuery = z.infer<typeof publicShareQuerySchema>;

/** `GET /api/preview/{size}{path}` query (api-contract §3.3); `key` is a cache-buster. */
export const previewQuerySchema = z.object({
  inline: z.optional(queryFlagSchema),
  key: z.optional(z.string()),
});
export type PreviewQuery = z.infer<typeof previewQuerySchema>;

/** `GET /api/subtitle{path}` query (api-contract §3.4). */
export const subtitleQuerySchema = z.object({ inline: z.optional(queryFlagSchema) });
export type SubtitleQuery = z.infer<typeof subtitleQuerySchema>;

/**
 * `GET /api/search{path}` query (api-contract §7): the search text, encoded once; `offset` and
 * `limit` (ours, optional) page through the results.
 */
export const searchQuerySchema = z.object({
  query: z.string(),
  offset: z.optional(z.string().check(z.regex(/^\d+$/))),
  limit: z.optional(z.string().check(z.regex(/^\d+$/))),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** `POST /api/share{path}` query: upstream's client repeats the body here; the server ignores it. */
export const shareCreateQuerySchema = z.object({
  expires: z.optional(z.string()),
  unit: z.optional(shareUnitSchema),
});
export type ShareCreateQuery = z.infer<typeof shareCreateQuerySchema>;
