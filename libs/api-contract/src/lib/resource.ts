import * as z from 'zod/mini';
import { sortingSchema } from './user';

/** What kind of file a resource is (api-contract §2.2); `''` for directories. */
export const resourceTypeSchema = z.enum([
  '',
  'video',
  'audio',
  'image',
  'pdf',
  'text',
  'textImmutable',
  'blob',
  'invalid_link',
]);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** One file or folder as the server reports it (api-contract §2.1, "FileInfo"). */
export const fileInfoSchema = z.object({
  path: z.string(),
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  extension: z.string(),
  modified: z.string(),
  mode: z.int().check(z.nonnegative()),
  isDir: z.boolean(),
  isSymlink: z.boolean(),
  type: resourceTypeSchema,
  subtitles: z.optional(z.array(z.string())),
  content: z.optional(z.string()),
  checksums: z.optional(z.record(z.string(), z.string())),
  token: z.optional(z.string()),
  resolution: z.optional(z.object({ width: z.number(), height: z.number() })),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** A directory listing: the folder's own FileInfo plus its visible children. */
export const listingSchema = z.object({
  items: z.array(fileInfoSchema),
  numDirs: z.int().check(z.nonnegative()),
  numFiles: z.int().check(z.nonnegative()),
  sorting: sortingSchema,
  ...fileInfoSchema.shape,
});
export type Listing = z.infer<typeof listingSchema>;

/** The most entries one page of a folder's listing may ask for (`?limit=`). */
export const MAX_PAGE_LIMIT = 10_000;

/**
 * One page of a folder's listing (ours: `GET /api/resources{path}?limit=&offset=`): the
 * listing's fields, with `items` holding the page only and `numDirs`/`numFiles` counting the
 * whole folder, plus where the page lies. `total` = `numDirs + numFiles`, the visible entries.
 * The next page starts at `offset + limit` (not `offset + items.length`: an entry that vanished
 * or turned out unlistable since the folder was read leaves its page one item short).
 */
export const listingPageSchema = z.extend(listingSchema, {
  offset: z.int().check(z.nonnegative()),
  limit: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

/** `GET /api/resources{path}` answers a listing for a folder and a FileInfo for a file. */
export const resourceSchema = z.union([listingSchema, fileInfoSchema]);
export type Resource = z.infer<typeof resourceSchema>;

/** True when a resource response is a folder listing. */
export function isListing(resource: Resource): resource is Listing {
  return 'items' in resource;
}

/** One entry of `GET /api/resources/recursive{path}` (api-contract §2.11); the answer is an array. */
export const recursiveEntrySchema = z.object({
  path: z.string(),
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  modified: z.string(),
  isDir: z.boolean(),
});
export type RecursiveEntry = z.infer<typeof recursiveEntrySchema>;

/** The whole `GET /api/resources/recursive{path}` answer: a flat, pre-order array. */
export const recursiveListingSchema = z.array(recursiveEntrySchema);

/** `GET /api/usage{path}` (api-contract §2.12): bytes of the file system holding a folder. */
export const usageSchema = z.object({
  total: z.int().check(z.nonnegative()),
  used: z.int().check(z.nonnegative()),
});
export type Usage = z.infer<typeof usageSchema>;

/** The digests `GET /api/resources{path}?checksum=` offers (api-contract §2.3). */
export const checksumAlgorithmSchema = z.enum(['md5', 'sha1', 'sha256', 'sha512']);
export type ChecksumAlgorithm = z.infer<typeof checksumAlgorithmSchema>;

/** `PATCH /api/resources{path}?action=` (api-contract §2.10): `rename` means move. */
export const patchActionSchema = z.enum(['copy', 'rename']);
export type PatchAction = z.infer<typeof patchActionSchema>;
