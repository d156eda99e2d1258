import type { ApiClient } from '@file-browser/api-client';
import { isListing, type PublicShare } from '@file-browser/api-contract';
import { useLatest } from '@file-browser/ui-kit';
import { useEffect, useState } from 'react';

/**
 * Entries of a shared folder's first page: the first two "+N" steps of 100, answered at once
 * whatever the folder's size (the files screen's first page has the same size).
 */
export const SHARE_FIRST_PAGE = 200;

/** A first page that holds less than the whole folder (the rest is fetched after it). */
export function isPartialPage(share: PublicShare): boolean {
  if (!isListing(share) || !('total' in share)) return false;
  const page = share as PublicShare & { offset: number; limit: number; total: number };
  return page.offset > 0 || page.limit < page.total;
}

/** What {@link useWholeShare} needs: the share shown and how to prove access to it again. */
export interface WholeShareInput {
  readonly client: ApiClient;
  readonly hash: string;
  /** What the share view shows now: a first page, a whole listing or a file. */
  readonly share: PublicShare | undefined;
  /** The password that opened the share, if it has one (its `token` goes along too). */
  readonly password: string | null;
  /** The rest could not be loaded: the first page stays, with the error said. */
  readonly onError: (error: unknown) => void;
}

/**
 * The share as it should be shown: a big folder's first page until the whole listing has
 * arrived in the background, then the whole. Anything else is shown as it is. A new share or
 * folder drops the request in flight.
 */
export function useWholeShare(input: WholeShareInput): PublicShare | undefined {
  const { client, hash, share, password, onError } = input;
  const [whole, setWhole] = useState<{ of: PublicShare; listing: PublicShare }>();
  // The latest handler, without restarting the request when only the handler changed.
  const report = useLatest(onError);
  useEffect(() => {
    if (!share || !isPartialPage(share)) return;
    const controller = new AbortController();
    client
      .getPublicShare(hash, share.path, {
        signal: controller.signal,
        ...(share.token !== undefined && { token: share.token }),
        ...(password !== null && { password }),
      })
      .then(
        (listing) => {
          setWhole({ of: share, listing });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) report.current(error);
        },
      );
    return () => {
      controller.abort();
    };
  }, [client, hash, share, password, report]);
  return whole && whole.of === share ? whole.listing : share;
}
