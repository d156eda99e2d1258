import type { PublicShare } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred, FakeApiError, fileAt, folderAt } from '../../testing/api-fixtures';
import { shareAuthMachine, type ShareFetchInput } from './share-auth.machine';

interface Call {
  input: ShareFetchInput;
  signal: AbortSignal;
  answer: ReturnType<typeof deferred<PublicShare>>;
}

function startShare(hash = 'abc', path = '/') {
  const calls: Call[] = [];
  const actor = createActor(
    shareAuthMachine.provide({
      actors: {
        fetchShare: fromPromise<PublicShare, ShareFetchInput>(({ input, signal }) => {
          const answer = deferred<PublicShare>();
          calls.push({ input, signal, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { hash, path } },
  ).start();
  const call = (index: number): Call => {
    const found = calls[index];
    if (!found) throw new Error(`no fetch #${index}`);
    return found;
  };
  return { actor, calls, call };
}

const shared = { ...fileAt('/report.pdf', { type: 'pdf' }), token: 'dl-token' };

describe('shareAuthMachine', () => {
  it('loads an open share without a password', async () => {
    const { actor, call } = startShare('abc', '/');
    expect(actor.getSnapshot().value).toBe('loading');

    call(0).answer.resolve(shared);

    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(call(0).input).toEqual({ hash: 'abc', path: '/' });
    expect(snapshot.context.share).toEqual(shared);
  });

  it('asks for the password on a 401, without a wrong-password message yet', async () => {
    const { actor, call } = startShare();

    call(0).answer.reject(new FakeApiError(401));

    const snapshot = await waitFor(actor, (s) => s.matches('passwordNeeded'));
    expect(snapshot.context.wrongPassword).toBe(false);
  });

  it('opens the share with the submitted password', async () => {
    const { actor, call } = startShare();
    call(0).answer.reject(new FakeApiError(401));
    await waitFor(actor, (s) => s.matches('passwordNeeded'));

    actor.send({ type: 'share.submitPassword', password: 'p@ss' });
    expect(actor.getSnapshot().value).toBe('submitting');
    call(1).answer.resolve(shared);

    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(call(1).input).toEqual({ hash: 'abc', path: '/', password: 'p@ss' });
    expect(snapshot.context.share?.token).toBe('dl-token');
  });

  it('shows the wrong-password message after a refused retry, then accepts the right one', async () => {
    const { actor, call } = startShare();
    call(0).answer.reject(new FakeApiError(401));
    await waitFor(actor, (s) => s.matches('passwordNeeded'));

    actor.send({ type: 'share.submitPassword', password: 'nope' });
    call(1).answer.reject(new FakeApiError(401));
    const refused = await waitFor(actor, (s) => s.matches('passwordNeeded'));
    expect(refused.context.wrongPassword).toBe(true);

    actor.send({ type: 'share.submitPassword', password: 'right' });
    call(2).answer.resolve(shared);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.wrongPassword).toBe(false);
  });

  it.each([
    [404, 'notFound'],
    [0, 'connection'],
    [500, 'internal'],
  ] as const)('shows the error view for a %i while loading', async (status, kind) => {
    const { actor, call } = startShare();

    call(0).answer.reject(new FakeApiError(status));

    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error?.kind).toBe(kind);
  });

  it('shows the error view when submitting fails for another reason', async () => {
    const { actor, call } = startShare();
    call(0).answer.reject(new FakeApiError(401));
    await waitFor(actor, (s) => s.matches('passwordNeeded'));

    actor.send({ type: 'share.submitPassword', password: 'pw' });
    call(1).answer.reject(new FakeApiError(0));

    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error?.kind).toBe('connection');
  });

  it('sends the accepted password again when opening a subfolder of the same share', async () => {
    const { actor, call } = startShare();
    call(0).answer.reject(new FakeApiError(401));
    await waitFor(actor, (s) => s.matches('passwordNeeded'));
    actor.send({ type: 'share.submitPassword', password: 'pw' });
    call(1).answer.resolve(folderAt('/'));
    await waitFor(actor, (s) => s.matches('loaded'));

    actor.send({ type: 'share.open', hash: 'abc', path: '/sub/' });
    call(2).answer.resolve(folderAt('/sub/'));

    await waitFor(actor, (s) => s.matches('loaded'));
    expect(call(2).input).toEqual({ hash: 'abc', path: '/sub/', password: 'pw' });
  });

  it('does not send one share’s password to another share', async () => {
    const { actor, call } = startShare();
    call(0).answer.reject(new FakeApiError(401));
    await waitFor(actor, (s) => s.matches('passwordNeeded'));
    actor.send({ type: 'share.submitPassword', password: 'pw' });
    call(1).answer.resolve(folderAt('/'));
    await waitFor(actor, (s) => s.matches('loaded'));

    actor.send({ type: 'share.open', hash: 'other', path: '/' });

    expect(call(2).input).toEqual({ hash: 'other', path: '/' });
  });

  it('aborts a load in flight when another location opens', () => {
    const { actor, call } = startShare();

    actor.send({ type: 'share.open', hash: 'abc', path: '/b/' });

    expect(call(0).signal.aborted).toBe(true);
    expect(call(1).signal.aborted).toBe(false);
  });

  it('ignores a cancelled load silently', async () => {
    const { actor, call } = startShare();
    call(0).answer.resolve(shared);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'share.reload' });

    call(1).answer.reject(new FakeApiError(0, 'Request cancelled', true));

    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.error).toBeNull();
  });

  it('tries again from the error view on reload', async () => {
    const { actor, call } = startShare();
    call(0).answer.reject(new FakeApiError(500));
    await waitFor(actor, (s) => s.matches('error'));

    actor.send({ type: 'share.reload' });
    call(1).answer.resolve(shared);

    await waitFor(actor, (s) => s.matches('loaded'));
  });
});
