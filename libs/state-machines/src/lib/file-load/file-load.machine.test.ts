import type { Resource } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred, FakeApiError, fileAt, folderAt } from '../../testing/api-fixtures';
import { fileLoadMachine, type FileLoadInput } from './file-load.machine';

interface Call {
  path: string;
  signal: AbortSignal;
  answer: ReturnType<typeof deferred<Resource>>;
}

/** A fake `load` actor whose calls the test answers one by one. */
function startFileLoad() {
  const calls: Call[] = [];
  const actor = createActor(
    fileLoadMachine.provide({
      actors: {
        load: fromPromise<Resource, FileLoadInput>(({ input, signal }) => {
          const answer = deferred<Resource>();
          calls.push({ path: input.path, signal, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const call = (index: number): Call => {
    const found = calls[index];
    if (!found) throw new Error(`no load call #${index}`);
    return found;
  };
  return { actor, calls, call };
}

describe('fileLoadMachine', () => {
  it('waits for a navigation before loading anything', () => {
    const { actor, calls } = startFileLoad();

    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('loads the opened path and shows it', async () => {
    const { actor, call } = startFileLoad();
    const folder = folderAt('/docs/', [fileAt('/docs/a.txt')]);

    actor.send({ type: 'files.open', path: '/docs/' });
    expect(actor.getSnapshot().value).toBe('loading');
    call(0).answer.resolve(folder);

    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(call(0).path).toBe('/docs/');
    expect(snapshot.context).toMatchObject({ path: '/docs/', resource: folder, error: null });
  });

  it.each([
    [0, 'connection'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'internal'],
    [502, 'internal'],
  ] as const)('shows status %i as the %s error', async (status, kind) => {
    const { actor, call } = startFileLoad();

    actor.send({ type: 'files.open', path: '/x' });
    call(0).answer.reject(new FakeApiError(status, `${status} text`));

    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toEqual({ status, kind, message: `${status} text` });
    expect(snapshot.context.resource).toBeNull();
  });

  it('treats an error without a status as internal', async () => {
    const { actor, call } = startFileLoad();

    actor.send({ type: 'files.open', path: '/x' });
    call(0).answer.reject(new Error('boom'));

    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toEqual({ status: 500, kind: 'internal', message: 'boom' });
  });

  it('aborts the request in flight when the user navigates again', async () => {
    const { actor, call } = startFileLoad();
    actor.send({ type: 'files.open', path: '/slow/' });

    actor.send({ type: 'files.open', path: '/fast/' });
    call(0).answer.resolve(folderAt('/slow/'));
    call(1).answer.resolve(folderAt('/fast/'));

    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(call(0).signal.aborted).toBe(true);
    expect(call(1).signal.aborted).toBe(false);
    expect(snapshot.context.resource?.path).toBe('/fast/');
  });

  it('ignores a cancelled request silently and keeps what was shown', async () => {
    const { actor, call } = startFileLoad();
    actor.send({ type: 'files.open', path: '/a/' });
    call(0).answer.resolve(folderAt('/a/'));
    await waitFor(actor, (s) => s.matches('loaded'));

    actor.send({ type: 'files.open', path: '/b/' });
    call(1).answer.reject(new FakeApiError(0, 'Request cancelled', true));

    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.resource?.path).toBe('/a/');
  });

  it('reloads the same path when the reload flag is raised, keeping the old view meanwhile', async () => {
    const { actor, call } = startFileLoad();
    actor.send({ type: 'files.open', path: '/a/' });
    call(0).answer.resolve(folderAt('/a/'));
    await waitFor(actor, (s) => s.matches('loaded'));

    actor.send({ type: 'files.reload' });
    expect(actor.getSnapshot().context).toMatchObject({ reloading: true });
    expect(actor.getSnapshot().context.resource?.path).toBe('/a/');
    call(1).answer.resolve(folderAt('/a/', [fileAt('/a/new.txt')]));

    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(call(1).path).toBe('/a/');
    expect(snapshot.context.reloading).toBe(false);
    expect(snapshot.context.resource && 'items' in snapshot.context.resource).toBe(true);
  });

  it('retries from the error view on the next navigation', async () => {
    const { actor, call } = startFileLoad();
    actor.send({ type: 'files.open', path: '/gone/' });
    call(0).answer.reject(new FakeApiError(404));
    await waitFor(actor, (s) => s.matches('error'));

    actor.send({ type: 'files.open', path: '/' });
    call(1).answer.resolve(folderAt('/'));

    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.error).toBeNull();
  });

  it('ignores a reload before the first navigation', () => {
    const { actor, calls } = startFileLoad();

    actor.send({ type: 'files.reload' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });
});
