import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred, FakeApiError } from '../../testing/api-fixtures';
import { clipboardMachine, type PasteInput } from './clipboard.machine';

function startClipboard() {
  const pastes: PasteInput[] = [];
  const reported: unknown[] = [];
  let answer = deferred<boolean>();
  const actor = createActor(
    clipboardMachine.provide({
      actors: {
        paste: fromPromise<boolean, PasteInput>(({ input }) => {
          pastes.push(input);
          return answer.promise;
        }),
      },
      actions: {
        reportError: ({ context }) => {
          reported.push(context.error);
        },
      },
    }),
  ).start();
  const nextAnswer = () => {
    const current = answer;
    answer = deferred<boolean>();
    return current;
  };
  return { actor, pastes, reported, nextAnswer };
}

const report = { from: '/docs/report.pdf', name: 'report.pdf' };
const photos = { from: '/docs/photos/', name: 'photos', isDir: true };

describe('clipboardMachine', () => {
  it('starts empty and ignores a paste then', () => {
    const { actor, pastes } = startClipboard();

    actor.send({ type: 'clipboard.paste', path: '/' });

    expect(actor.getSnapshot().value).toBe('empty');
    expect(pastes).toEqual([]);
  });

  it('copy (c) stores the selected items and their folder', () => {
    const { actor } = startClipboard();

    actor.send({ type: 'clipboard.copy', items: [report, photos], path: '/docs/' });

    expect(actor.getSnapshot().value).toBe('holding');
    expect(actor.getSnapshot().context).toMatchObject({
      key: 'c',
      items: [report, photos],
      path: '/docs/',
    });
  });

  it('ignores a copy of nothing', () => {
    const { actor } = startClipboard();

    actor.send({ type: 'clipboard.cut', items: [], path: '/docs/' });

    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('pastes a copy into another folder as plain copies, and keeps the clipboard', async () => {
    const { actor, pastes, nextAnswer } = startClipboard();
    actor.send({ type: 'clipboard.copy', items: [report, photos], path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/backup/' });
    nextAnswer().resolve(true);

    const snapshot = await waitFor(actor, (s) => !s.matches('pasting'));
    expect(pastes).toEqual([
      {
        action: 'copy',
        destination: '/backup/',
        items: [
          {
            from: '/docs/report.pdf',
            to: '/backup/report.pdf',
            name: 'report.pdf',
            rename: false,
            overwrite: false,
          },
          {
            from: '/docs/photos',
            to: '/backup/photos',
            name: 'photos',
            rename: false,
            overwrite: false,
          },
        ],
      },
    ]);
    expect(snapshot.value).toBe('holding');
    expect(snapshot.context.key).toBe('c');
  });

  it('pasting into the same folder copies with rename', () => {
    const { actor, pastes } = startClipboard();
    actor.send({ type: 'clipboard.copy', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/docs' });

    expect(pastes[0]?.items[0]).toMatchObject({ to: '/docs/report.pdf', rename: true });
  });

  it('a cut-paste moves, then clears the clipboard', async () => {
    const { actor, pastes, nextAnswer } = startClipboard();
    actor.send({ type: 'clipboard.cut', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/archive/' });
    nextAnswer().resolve(true);

    const snapshot = await waitFor(actor, (s) => !s.matches('pasting'));
    expect(pastes[0]?.action).toBe('move');
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context).toEqual({
      key: null,
      items: [],
      path: null,
      error: null,
      destination: null,
    });
  });

  it('keeps a cut when the user cancels the paste', async () => {
    const { actor, nextAnswer } = startClipboard();
    actor.send({ type: 'clipboard.cut', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/archive/' });
    nextAnswer().resolve(false);

    const snapshot = await waitFor(actor, (s) => !s.matches('pasting'));
    expect(snapshot.value).toBe('holding');
    expect(snapshot.context.key).toBe('x');
  });

  it('keeps the items and the error when a paste fails', async () => {
    const { actor, nextAnswer } = startClipboard();
    actor.send({ type: 'clipboard.cut', items: [report], path: '/docs/' });
    const failure = new FakeApiError(403, '403 Forbidden');

    actor.send({ type: 'clipboard.paste', path: '/archive/' });
    nextAnswer().reject(failure);

    const snapshot = await waitFor(actor, (s) => !s.matches('pasting'));
    expect(snapshot.value).toBe('holding');
    expect(snapshot.context.error).toBe(failure);
    expect(snapshot.context.items).toEqual([report]);
  });

  it('a new copy replaces a cut', () => {
    const { actor } = startClipboard();
    actor.send({ type: 'clipboard.cut', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.copy', items: [photos], path: '/docs/' });

    expect(actor.getSnapshot().context).toMatchObject({ key: 'c', items: [photos] });
  });

  it('clear empties the clipboard', () => {
    const { actor } = startClipboard();
    actor.send({ type: 'clipboard.copy', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.clear' });

    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('a cut pasted into the folder it came from does nothing', () => {
    const { actor, pastes } = startClipboard();
    actor.send({ type: 'clipboard.cut', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/docs' });

    expect(pastes).toEqual([]);
    expect(actor.getSnapshot().value).toBe('holding');
  });

  it('a paste while one runs starts another', () => {
    const { actor, pastes } = startClipboard();
    actor.send({ type: 'clipboard.copy', items: [report], path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/backup/' });
    actor.send({ type: 'clipboard.paste', path: '/archive/' });

    expect(pastes.map((paste) => paste.destination)).toEqual(['/backup/', '/archive/']);
  });

  it('collects items still to come, then holds them', async () => {
    const { actor } = startClipboard();
    const items = deferred<readonly (typeof report)[]>();

    actor.send({ type: 'clipboard.copy', items: items.promise, path: '/docs/' });
    expect(actor.getSnapshot().value).toBe('collecting');
    items.resolve([report]);

    const snapshot = await waitFor(actor, (s) => s.matches('holding'));
    expect(snapshot.context).toMatchObject({ key: 'c', items: [report], path: '/docs/' });
  });

  it('a paste asked for while collecting runs once the items are there', async () => {
    const { actor, pastes } = startClipboard();
    const items = deferred<readonly (typeof report)[]>();
    actor.send({ type: 'clipboard.cut', items: items.promise, path: '/docs/' });

    actor.send({ type: 'clipboard.paste', path: '/archive/' });
    expect(pastes).toEqual([]);
    items.resolve([report]);

    await waitFor(actor, (s) => s.matches('pasting'));
    expect(pastes[0]).toMatchObject({
      action: 'move',
      destination: '/archive/',
      items: [{ from: '/docs/report.pdf', to: '/archive/report.pdf' }],
    });
  });

  it('when the items cannot be collected, each paste reports why', async () => {
    const { actor, pastes, reported } = startClipboard();
    const items = deferred<readonly (typeof report)[]>();
    const failure = new FakeApiError(0, 'offline');
    actor.send({ type: 'clipboard.copy', items: items.promise, path: '/docs/' });
    actor.send({ type: 'clipboard.paste', path: '/backup/' });

    items.reject(failure);
    await waitFor(actor, (s) => s.matches('holding'));
    actor.send({ type: 'clipboard.paste', path: '/backup/' });

    expect(pastes).toEqual([]);
    expect(reported).toEqual([failure, failure]);
  });

  it('a copy of items still to come that turn out to be none leaves it empty', async () => {
    const { actor } = startClipboard();

    actor.send({ type: 'clipboard.copy', items: Promise.resolve([]), path: '/docs/' });

    await waitFor(actor, (s) => s.matches('empty'));
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});
