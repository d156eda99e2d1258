import * as z from 'zod/mini';
import { fileInfoSchema, listingPageSchema, listingSchema } from './resource';

/** Share hashes: 8 URL-safe base64 characters (api-contract §4.1). */
export const SHARE_HASH_PATTERN = /^[A-Za-z0-9_-]{8}$/;

/**
 * A share link as the API reports it (api-contract §4.1). Never carries the password hash or the
 * bypass token (security-requirements K42). `username` (the owner) is added for admins, who see
 * every user's shares.
 */
export const shareSchema = z.object({
  hash: z.string(),
  path: z.string(),
  userID: z.int(),
  /** Unix seconds; `0` means it never expires. */
  expire: z.int(),
  hasPassword: z.boolean(),
  username: z.optional(z.string()),
});
export type Share = z.infer<typeof shareSchema>;

/** Time units `POST /api/share` understands; anything else counts as hours (api-contract §4.4). */
export const shareUnitSchema = z.enum(['seconds', 'minutes', 'hours', 'days']);
export type ShareUnit = z.infer<typeof shareUnitSchema>;

/**
 * `POST /api/share{path}` body (api-contract §4.4): every field is a string, `{}` for a share
 * with no password that never expires. `expires` is a decimal integer string (empty = never);
 * `unit` is free text read as {@link ShareUnit} with hours as the fallback.
 */
export const shareCreateRequestSchema = z.object({
  password: z.optional(z.string()),
  expires: z.optional(z.string()),
  unit: z.optional(z.string()),
});
export type ShareCreateRequest = z.infer<typeof shareCreateRequestSchema>;

/** A folder share's listing (paths relative to the share root) with the download `token`. */
export const publicShareListingSchema = z.extend(listingSchema, { token: z.optional(z.string()) });
export type PublicShareListing = z.infer<typeof publicShareListingSchema>;

/** A shared file's info (`path: ""`, no content), with the download `token`. */
const publicShareFileSchema = z.extend(fileInfoSchema, { token: z.optional(z.string()) });

/**
 * `GET /api/public/share/{hash}{subpath}` (api-contract §4.6): a folder share's listing (paths
 * relative to the share root) or a file's info (`path: ""`, no content), plus the download
 * `token` when the share has a password.
 */
export const publicShareSchema = z.union([publicShareListingSchema, publicShareFileSchema]);
export type PublicShare = z.infer<typeof publicShareSchema>;

/**
 * One page of a folder share's listing (ours: `?limit=&offset=&sort=&order=`, as
 * `listingPageSchema` is of a folder's): the share's listing with `items` holding the page,
 * `numDirs`/`numFiles` counting the whole folder, `offset`, `limit` and `total`.
 */
export const publicShareListingPageSchema = z.extend(listingPageSchema, {
  token: z.optional(z.string()),
});
export type PublicShareListingPage = z.infer<typeof publicShareListingPageSchema>;

/**
 * What `GET /api/public/share/{hash}{subpath}?limit=` answers: a page of a folder, or a file's
 * info when the location is a file (a file has no pages).
 */
export const publicSharePageSchema = z.union([publicShareListingPageSchema, publicShareFileSchema]);
export type PublicSharePage = z.infer<typeof publicSharePageSchema>;

/**
 * Archive formats of `?algo=` on `/api/raw{dir}` and `/api/public/dl` (api-contract §3.2);
 * `true` and the empty string mean zip.
 */
export const archiveAlgorithmSchema = z.enum([
  'zip',
  'tar',
  'targz',
  'tarbz2',
  'tarxz',
  'tarlz4',
  'tarsz',
  'tarbr',
  'tarzst',
]);
export type ArchiveAlgorithm = z.infer<typeof archiveAlgorithmSchema>;

/** File name extension of each archive format (api-contract §3.2). */
export const ARCHIVE_EXTENSIONS: Readonly<Record<ArchiveAlgorithm, string>> = {
  zip: '.zip',
  tar: '.tar',
  targz: '.tar.gz',
  tarbz2: '.tar.bz2',
  tarxz: '.tar.xz',
  tarlz4: '.tar.lz4',
  tarsz: '.tar.sz',
  tarbr: '.tar.br',
  tarzst: '.tar.zst',
};

/** Sizes of `GET /api/preview/{size}{path}` (api-contract §3.3). */
export const previewSizeSchema = z.enum(['thumb', 'big']);
export type PreviewSize = z.infer<typeof previewSizeSchema>;
