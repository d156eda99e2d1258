import { resourceQuery } from '@file-browser/feature-files';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppServices } from '../app-context';

/**
 * Starts the `/files/…` page's listing as soon as the route matches: on a fresh page load the
 * files screen's chunk is still on its way, and the listing would wait for it. The screen's own
 * query then joins the request in flight (same key) instead of sending another.
 */
export function ListingPrefetch() {
  const { client } = useAppServices();
  const queries = useQueryClient();
  const path = `/${useParams()['*'] ?? ''}`;
  useEffect(() => {
    // A failure shows on the screen, whose query gets the same error.
    queries.query(resourceQuery(client, path)).catch(() => undefined);
  }, [queries, client, path]);
  return null;
}
