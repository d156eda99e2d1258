import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo } from '@file-browser/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { resourceQuery } from '../listing/use-resource';

/** A folder's URL path ends with a slash (the key its listing is cached under). */
const targetOf = (item: FileInfo) => (item.isDir ? item.path.replace(/\/?$/, '/') : item.path);

/**
 * Opening an item of the listing. A folder's listing is asked for at the press that opens it:
 * the second press of a double click (or the only one, with the single-click preference), not
 * once the route has changed and the screen has rendered. A person's press comes ~100 ms before
 * the click event it ends in, and the route's render takes tens of milliseconds more, so the
 * first page is often there when the folder's screen asks for it (the same query, joined).
 */
export function useOpenItem(client: ApiClient, navigate: (path: string) => void, onClick: boolean) {
  const queries = useQueryClient();
  const startListing = (item: FileInfo) => {
    // A failure shows on the folder's screen, whose query gets the same error; none if not opened.
    if (item.isDir) queries.query(resourceQuery(client, targetOf(item))).catch(() => undefined);
  };
  return {
    open: (item: FileInfo) => {
      startListing(item);
      navigate(targetOf(item));
    },
    onMouseDown: (item: FileInfo, event: MouseEvent) => {
      const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
      if (plain && event.detail === (onClick ? 1 : 2)) startListing(item);
    },
  };
}
