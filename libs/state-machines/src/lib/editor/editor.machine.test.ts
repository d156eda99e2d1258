import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../testing/api-fixtures';
import { editorMachine, type EditorInput, type EditorSaveInput } from './editor.machine';

interface SaveCall {
  text: string;
  answer: ReturnType<typeof deferred<undefined>>;
}

/** The editor over a fake `save` the test answers call by call, recording what the app sees. */
function startEditor(input: Partial<EditorInput> = {}) {
  const saves: SaveCall[] = [];
  const app = {
    dirtyChanged: vi.fn<(dirty: boolean) => void>(),
    reportError: vi.fn<(error: unknown) => void>(),
    leave: vi.fn<() => void>(),
  };
  const actor = createActor(
    editorMachine.provide({
      actors: {
        save: fromPromise<unknown, EditorSaveInput>(({ input: { text } }) => {
          const answer = deferred<undefined>();
          saves.push({ text, answer });
          return answer.promise;
        }),
      },
      actions: {
        dirtyChanged: (_, { dirty }) => {
          app.dirtyChanged(dirty);
        },
        reportError: (_, { error }) => {
          app.reportError(error);
        },
        leave: () => {
          app.leave();
        },
      },
    }),
    { input: { content: 'hello', markdown: false, readOnly: false, large: false, ...input } },
  ).start();
  const save = (index: number): SaveCall => {
    const found = saves[index];
    if (!found) throw new Error(`no save call #${index}`);
    return found;
  };
  return { actor, app, saves, save };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('editorMachine', () => {
  it('opens a text file clean, on its text, with nothing saving', () => {
    const { actor } = startEditor();

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ dirty: false, preview: null });
  });

  it('asks before opening a file over the size guard, and opens it on request', () => {
    const { actor, saves } = startEditor({ large: true });
    expect(actor.getSnapshot().value).toBe('askingToOpen');

    actor.send({ type: 'editor.save', text: 'x' });
    expect(saves).toEqual([]);

    actor.send({ type: 'editor.openAnyway' });
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it('opens markdown on its preview and switches between preview and text', () => {
    const { actor } = startEditor({ markdown: true, content: '# Hi' });
    expect(actor.getSnapshot().context.preview).toBe('# Hi');

    actor.send({ type: 'editor.edit' });
    expect(actor.getSnapshot().context.preview).toBeNull();

    actor.send({ type: 'editor.preview', text: '# Hi, edited' });
    expect(actor.getSnapshot().context.preview).toBe('# Hi, edited');
  });

  it('opens an empty markdown file (a new one) on its text', () => {
    const { actor } = startEditor({ markdown: true, content: '' });

    expect(actor.getSnapshot().context.preview).toBeNull();
  });

  it('becomes dirty on the first edit and tells the app once', () => {
    const { actor, app } = startEditor();

    actor.send({ type: 'editor.change' });
    actor.send({ type: 'editor.change' });

    expect(actor.getSnapshot().context.dirty).toBe(true);
    expect(app.dirtyChanged.mock.calls).toEqual([[true]]);
  });

  it('saves the text: saving, then saved and clean', async () => {
    const { actor, app, save } = startEditor();
    actor.send({ type: 'editor.change' });

    actor.send({ type: 'editor.save', text: 'hello world' });
    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    save(0).answer.resolve(undefined);

    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'saved' }));
    expect(save(0).text).toBe('hello world');
    expect(snapshot.context.dirty).toBe(false);
    expect(app.dirtyChanged).toHaveBeenLastCalledWith(false);
    expect(app.leave).not.toHaveBeenCalled();
  });

  it('keeps the text dirty when it changed while the save ran, so leaving still asks', async () => {
    const { actor, app, save } = startEditor();
    actor.send({ type: 'editor.save', text: 'hello' });
    actor.send({ type: 'editor.change' });
    expect(app.dirtyChanged).toHaveBeenLastCalledWith(true);

    save(0).answer.resolve(undefined);
    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'saved' }));
    expect(snapshot.context.dirty).toBe(true);
    expect(app.dirtyChanged).not.toHaveBeenCalledWith(false);

    // The next save holds those edits too: clean again.
    actor.send({ type: 'editor.save', text: 'hello again' });
    save(1).answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ open: 'saved' }) && !s.context.dirty);
    expect(app.dirtyChanged).toHaveBeenLastCalledWith(false);
  });

  it('shows "saved" for two seconds, then goes back to idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, save } = startEditor();
    actor.send({ type: 'editor.save', text: 'hello' });
    save(0).answer.resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ open: 'saved' })).toBe(true);

    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().matches({ open: 'saved' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it('ignores another save while one runs, and saves again once it is done', async () => {
    const { actor, saves, save } = startEditor();
    actor.send({ type: 'editor.save', text: 'one' });

    actor.send({ type: 'editor.save', text: 'two' });
    actor.send({ type: 'editor.saveAndLeave', text: 'two' });
    expect(saves).toHaveLength(1);
    save(0).answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ open: 'saved' }));

    actor.send({ type: 'editor.save', text: 'three' });
    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    expect(saves.map((call) => call.text)).toEqual(['one', 'three']);
  });

  it('keeps the text dirty and reports the error when a save fails', async () => {
    const { actor, app, save } = startEditor();
    actor.send({ type: 'editor.change' });
    const failure = new Error('disk full');

    actor.send({ type: 'editor.save', text: 'hello!' });
    save(0).answer.reject(failure);

    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'idle' }));
    expect(snapshot.context.dirty).toBe(true);
    expect(app.reportError).toHaveBeenCalledWith(failure);
    expect(app.dirtyChanged.mock.calls).toEqual([[true]]);
  });

  it('never saves read-only text', () => {
    const { actor, saves } = startEditor({ readOnly: true });

    actor.send({ type: 'editor.save', text: 'x' });
    actor.send({ type: 'editor.saveAndLeave', text: 'x' });

    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(saves).toEqual([]);
  });

  it('leaving with unsaved changes: discard makes the text clean, then leaves', () => {
    const { actor, app, saves } = startEditor();
    actor.send({ type: 'editor.change' });

    actor.send({ type: 'editor.discard' });

    expect(actor.getSnapshot().context.dirty).toBe(false);
    expect(app.dirtyChanged).toHaveBeenLastCalledWith(false);
    expect(app.leave).toHaveBeenCalledOnce();
    expect(saves).toEqual([]);
  });

  it('leaving with unsaved changes: save and leave leaves once saved', async () => {
    const { actor, app, save } = startEditor();
    actor.send({ type: 'editor.change' });

    actor.send({ type: 'editor.saveAndLeave', text: 'hello!' });
    expect(app.leave).not.toHaveBeenCalled();
    save(0).answer.resolve(undefined);

    await waitFor(actor, (s) => s.matches({ open: 'saved' }));
    expect(save(0).text).toBe('hello!');
    expect(app.dirtyChanged).toHaveBeenLastCalledWith(false);
    expect(app.leave).toHaveBeenCalledOnce();
  });

  it('leaving with unsaved changes: a failed save stays, and a later plain save does not leave', async () => {
    const { actor, app, save } = startEditor();
    actor.send({ type: 'editor.change' });

    actor.send({ type: 'editor.saveAndLeave', text: 'hello!' });
    save(0).answer.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches({ open: 'idle' }));
    expect(app.leave).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.dirty).toBe(true);

    actor.send({ type: 'editor.save', text: 'hello!' });
    save(1).answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ open: 'saved' }));
    expect(app.leave).not.toHaveBeenCalled();
  });
});
