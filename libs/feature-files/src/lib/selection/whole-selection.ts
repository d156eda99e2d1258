import type { ApiClient, FileInfo } from '@file-browser/api-client';
import { isListing } from '@file-browser/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { displayOrder, isPlaceholderName, itemsNamed, settleNames } from '../listing/display-order';
import { isComplete, resourceQuery } from '../listing/use-resource';

/** A listing's sorting as one comparable value (placeholders are places in one sorting). */
export function sortKeyOf(sorting: { by: string; asc: boolean }): string {
  return `${sorting.by}:${String(sorting.asc)}`;
}

/** What {@link wholeSelection} resolves. */
export interface WholeSelectionInput {
  readonly queries: QueryClient;
  readonly client: ApiClient;
  /** The folder. */
  readonly path: string;
  /** The selected names, placeholders of entries not loaded yet among them. */
  readonly names: readonly string[];
  /** The sorting the placeholders were made in. */
  readonly sortKey: string;
  /** The selected items that are loaded. */
  readonly loaded: readonly FileInfo[];
}

/**
 * The selection's items in the whole folder (`FilesContext.resolveSelected`). When every
 * selected entry is loaded they are the answer at once. Otherwise it waits for the whole
 * listing (joining the request in flight after a first page, the query's own), turns each
 * placeholder into the entry at its place (dropped if the folder was re-sorted meanwhile),
 * and leaves out names no longer there. Waiting, rather than acting on the loaded part, is
 * the one rule for every action: a delete of "all" must never delete only the first 200.
 */
export function wholeSelection(input: WholeSelectionInput): () => Promise<readonly FileInfo[]> {
  const { queries, client, path, names, sortKey, loaded } = input;
  return async () => {
    if (names.length === loaded.length) return loaded;
    const query = resourceQuery(client, path);
    const cached = queries.getQueryData(query.queryKey);
    const whole = cached && isComplete(cached) ? cached : await queries.query(query);
    if (!isListing(whole)) return [];
    const sameOrder = sortKeyOf(whole.sorting) === sortKey;
    const kept = sameOrder ? names : names.filter((name) => !isPlaceholderName(name));
    return itemsNamed(whole.items, new Set(settleNames(kept, displayOrder(whole.items))));
  };
}
