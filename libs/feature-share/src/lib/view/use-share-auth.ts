import type { ApiClient } from '@file-browser/api-client';
import type { PublicShare } from '@file-browser/api-contract';
import { shareAuthMachine, type ShareFetchInput } from '@file-browser/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { SHARE_FIRST_PAGE } from './use-whole-share';

/** What the share view shows, read from the share-auth machine. */
export type ShareAuthView =
  | { state: 'loading' }
  | { state: 'password'; wrongPassword: boolean; busy: boolean }
  | { state: 'error'; status: number }
  | { state: 'loaded'; share: PublicShare; busy: boolean };

/**
 * Runs {@link shareAuthMachine} for one share location with the api-client's public call (a 401
 * there asks for the password and never ends a session); a folder comes as its first page
 * (`listSharePage`). `password` is the one that opened the share, for later requests. A new `hash`/`path` opens it in the
 * same machine, so the accepted password goes along into subfolders of the same share.
 */
export function useShareAuth(client: ApiClient, hash: string, path: string) {
  const [machine] = useState(() =>
    shareAuthMachine.provide({
      actors: {
        fetchShare: fromPromise<PublicShare, ShareFetchInput>(({ input, signal }) =>
          // A folder's first page at once; `useWholeShare` then loads the rest.
          client.listSharePage(input.hash, input.path, {
            limit: SHARE_FIRST_PAGE,
            signal,
            ...(input.password !== undefined && { password: input.password }),
          }),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { hash, path } });
  useEffect(() => {
    const { context } = actor.getSnapshot();
    if (context.hash !== hash || context.path !== path) {
      actor.send({ type: 'share.open', hash, path });
    }
  }, [actor, hash, path]);
  const view = useSelector(
    actor,
    (snapshot): ShareAuthView => {
      const { share, wrongPassword, error } = snapshot.context;
      if (snapshot.matches('passwordNeeded') || snapshot.matches('submitting')) {
        return { state: 'password', wrongPassword, busy: snapshot.matches('submitting') };
      }
      if (snapshot.matches('error')) return { state: 'error', status: error?.status ?? 500 };
      // While a subfolder loads, the folder shown so far stays (with a busy flag).
      if (share) return { state: 'loaded', share, busy: snapshot.matches('loading') };
      return { state: 'loading' };
    },
    sameView,
  );
  const password = useSelector(actor, (snapshot) => snapshot.context.password);
  const submitPassword = (password: string) => {
    actor.send({ type: 'share.submitPassword', password });
  };
  const reload = () => {
    actor.send({ type: 'share.reload' });
  };
  return { view, password, submitPassword, reload };
}

/** Same state, flags and share object: no re-render for snapshots that change nothing shown. */
function sameView(a: ShareAuthView, b: ShareAuthView): boolean {
  const left: Record<string, unknown> = a;
  const right: Record<string, unknown> = b;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key]);
}
