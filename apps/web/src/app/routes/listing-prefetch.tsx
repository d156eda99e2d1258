import type { ApiClient } from '@file-browser/api-client';
import { resourceQuery } from '@file-browser/feature-files';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { sessionFromToken, type TokenStore } from '../token-store';
import type { AppRouter } from './app-routes';

/**
 * Starts `path`'s listing (a big folder's first page). The screen's own query then joins the
 * request in flight (same key) instead of sending another; a failure shows on the screen, whose
 * query gets the same error.
 */
export function prefetchListing(queries: QueryClient, client: ApiClient, path: string): void {
  queries.query(resourceQuery(client, path)).catch(() => undefined);
}

/** What {@link prefetchAtBoot} reads: the page's route, the stored token, the API. */
export interface BootPrefetch {
  router: AppRouter;
  tokens: TokenStore;
  queries: QueryClient;
  client: ApiClient;
  /** Loads the files screen's code (its lazy chunk). */
  loadScreen: () => Promise<unknown>;
}

/**
 * On a page load at a `/files/…` URL with an unexpired stored token: asks for the listing and
 * the files screen's code at once, with that token, before the translations, the session and
 * the route have settled. Without this the listing went out ~200 ms after the navigation, after
 * the session's renewal had started and the app's first render. A revoked token fails the
 * request with a 401, which ends the session as any other request's would. Returns whether it
 * started anything.
 */
export function prefetchAtBoot({ router, tokens, queries, client, loadScreen }: BootPrefetch) {
  const match = router.state.matches.find((m) => m.route.path === '/files/*');
  const stored = tokens.load();
  if (!match || !stored || !sessionFromToken(stored)) return false;
  prefetchListing(queries, client, `/${match.params['*'] ?? ''}`);
  loadScreen().catch(() => undefined);
  return true;
}

/**
 * Starts the `/files/…` page's listing as soon as the route matches (a navigation in the app;
 * a page load starts it earlier, {@link prefetchAtBoot}): the files screen's chunk may still be
 * on its way, and the listing would wait for it.
 */
export function ListingPrefetch() {
  const { client } = useAppServices();
  const queries = useQueryClient();
  const path = `/${useParams()['*'] ?? ''}`;
  useEffect(() => {
    prefetchListing(queries, client, path);
  }, [queries, client, path]);
  return null;
}
