import type { FileInfo } from '@file-browser/api-contract';
import { isFileInfoList } from '@file-browser/api-contract';
import type * as z from 'zod/mini';
import { checkJson, readJsonValue } from './transport';

/** The two schemas of an answer that is a folder's listing or a file's info. */
export interface ResourceSchemas<
  R extends z.ZodMiniType,
  L extends z.ZodMiniType<{ items: FileInfo[] }>,
> {
  /** The whole answer: a union of the listing and the file's info. */
  resource: R;
  /** The listing alone, `items` included. */
  listing: L;
}

function hasItemsArray(value: unknown): value is { items: unknown[] } {
  return (
    typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items)
  );
}

/**
 * Reads a folder's listing or a file's info, as `readJson` does. A listing's items (100,000 in
 * a big folder) are checked by api-contract's compiled `isFileInfoList` instead of zod, which
 * is jitless under the web app's CSP and costs ~2 µs an item, and come back as the server sent
 * them: unknown keys are kept, not stripped. Zod checks the rest of the listing.
 *
 * An answer with an `items` array is held to the listing schema: through the union, a listing
 * with one bad item would pass as a file's info (zod strips `items`) instead of failing with
 * the item's path in the error (`Invalid response at "items.3.size": …`).
 */
export async function readResource<
  R extends z.ZodMiniType,
  L extends z.ZodMiniType<{ items: FileInfo[] }>,
>(
  response: Response,
  schemas: ResourceSchemas<R, L>,
  signal?: AbortSignal,
): Promise<z.output<R> | z.output<L>> {
  const value = await readJsonValue(response, signal);
  if (!hasItemsArray(value)) return checkJson(value, schemas.resource, response.status);
  const { items } = value;
  // A bad item: zod goes through the whole listing so that the error names the item.
  if (!isFileInfoList(items)) return checkJson(value, schemas.listing, response.status);
  const envelope = checkJson({ ...value, items: [] }, schemas.listing, response.status);
  return { ...envelope, items };
}
