import * as z from 'zod/mini';

/**
 * One line of the streamed search response (api-contract §7): `dir` says whether the match is a
 * folder, `path` is relative to the searched folder, `/`-separated, without a leading slash.
 * Exactly these two keys, in this order.
 */
export const searchResultSchema = z.object({
  dir: z.boolean(),
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Reads a search response body: one JSON object per line; blank lines (the server's
 * keep-alive heartbeat) are skipped.
 */
export function parseSearchLines(body: string): SearchResult[] {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => searchResultSchema.parse(JSON.parse(line)));
}
