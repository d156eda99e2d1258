import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../testing/api-fixtures';
import { fakeUploadEngine } from '../../testing/fake-upload-engine';
import { uploadQueueMachine } from './upload-queue.machine';

const file = (path: string, size = 10) => ({ path, size, file: new Uint8Array(size) });

function startQueue() {
  const fake = fakeUploadEngine();
  const app = {
    warnOnLeave: vi.fn<() => void>(),
    unwarn: vi.fn<() => void>(),
    reloadListing: vi.fn<() => void>(),
    reportError: vi.fn<(message: string) => void>(),
  };
  let confirmation = deferred<boolean>();
  const actor = createActor(
    uploadQueueMachine.provide({
      actors: { confirmAbort: fromPromise(() => confirmation.promise) },
      actions: {
        warnOnLeave: () => {
          app.warnOnLeave();
        },
        unwarn: () => {
          app.unwarn();
        },
        reloadListing: () => {
          app.reloadListing();
        },
        reportError: (_, { message }) => {
          app.reportError(message);
        },
      },
    }),
    { input: { engine: fake.engine } },
  ).start();
  const answerConfirm = (yes: boolean) => {
    confirmation.resolve(yes);
    confirmation = deferred<boolean>();
  };
  return { actor, fake, app, answerConfirm };
}

describe('uploadQueueMachine', () => {
  it('starts idle with nothing to show', () => {
    const { actor } = startQueue();

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress.uploading).toBe(false);
  });

  it('queues added entries in the engine and warns before leaving the page', () => {
    const { actor, fake, app } = startQueue();

    actor.send({ type: 'upload.add', entries: [file('/a.txt'), file('/b.txt')] });

    expect(actor.getSnapshot().matches({ uploading: 'running' })).toBe(true);
    expect(fake.added).toEqual([[file('/a.txt'), file('/b.txt')]]);
    expect(app.warnOnLeave).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.progress).toMatchObject({ uploading: true, totalBytes: 20 });
  });

  it('adds more entries to a running batch without warning twice', () => {
    const { actor, fake, app } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt')] });

    actor.send({ type: 'upload.add', entries: [file('/c.txt')] });

    expect(fake.added).toHaveLength(2);
    expect(app.warnOnLeave).toHaveBeenCalledOnce();
  });

  it('shows the engine’s progress as it changes', () => {
    const { actor, fake } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt', 100)] });

    fake.progress({ sentBytes: 40 });

    expect(actor.getSnapshot().context.progress).toMatchObject({ sentBytes: 40, totalBytes: 100 });
  });

  it('reports each failed upload', () => {
    const { actor, fake, app } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt')] });

    fake.fail('409 Conflict');

    expect(app.reportError).toHaveBeenCalledWith('409 Conflict');
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
  });

  it('when drained: removes the warning, reloads the listing, shows success and resets', () => {
    const { actor, fake, app } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt')] });
    fake.progress({ sentBytes: 10 });

    fake.drain();

    expect(actor.getSnapshot().value).toBe('done');
    expect(app.unwarn).toHaveBeenCalledOnce();
    expect(app.reloadListing).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.progress).toMatchObject({ uploading: false, totalBytes: 0 });
    expect(fake.listeners()).toBe(0);
  });

  it('starts a new batch from the success state', () => {
    const { actor, fake, app } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt')] });
    fake.drain();

    actor.send({ type: 'upload.add', entries: [file('/b.txt')] });

    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    expect(app.warnOnLeave).toHaveBeenCalledTimes(2);
  });

  it('aborts after the user confirms: engine aborted, reset, collapsed, listing reloaded', async () => {
    const { actor, fake, app, answerConfirm } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt'), file('/b.txt')] });
    actor.send({ type: 'upload.toggleExpanded' });

    actor.send({ type: 'upload.abortAll' });
    expect(actor.getSnapshot().matches({ uploading: 'confirming' })).toBe(true);
    answerConfirm(true);

    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(fake.aborts()).toBe(1);
    expect(snapshot.context.expanded).toBe(false);
    expect(snapshot.context.progress.uploading).toBe(false);
    expect(app.unwarn).toHaveBeenCalledOnce();
    expect(app.reloadListing).toHaveBeenCalledOnce();
  });

  it('keeps uploading when the user declines the abort', async () => {
    const { actor, fake, app, answerConfirm } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt')] });

    actor.send({ type: 'upload.abortAll' });
    answerConfirm(false);

    await waitFor(actor, (s) => s.matches({ uploading: 'running' }));
    expect(fake.aborts()).toBe(0);
    expect(app.reloadListing).not.toHaveBeenCalled();
  });

  it('finishes normally when the batch drains while the confirm dialog is open', () => {
    const { actor, fake, app } = startQueue();
    actor.send({ type: 'upload.add', entries: [file('/a.txt')] });
    actor.send({ type: 'upload.abortAll' });

    fake.drain();

    expect(actor.getSnapshot().value).toBe('done');
    expect(fake.aborts()).toBe(0);
    expect(app.reloadListing).toHaveBeenCalledOnce();
  });

  it('ignores an abort when nothing is uploading', () => {
    const { actor, fake } = startQueue();

    actor.send({ type: 'upload.abortAll' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(fake.aborts()).toBe(0);
  });

  it('toggles the panel between expanded and collapsed', () => {
    const { actor } = startQueue();

    actor.send({ type: 'upload.toggleExpanded' });
    expect(actor.getSnapshot().context.expanded).toBe(true);
    actor.send({ type: 'upload.toggleExpanded' });
    expect(actor.getSnapshot().context.expanded).toBe(false);
  });
});
