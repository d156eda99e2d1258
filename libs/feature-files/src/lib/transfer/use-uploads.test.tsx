import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-contract';
import type { FileTransport } from '@file-browser/upload-engine';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilesContext, FilesPrompt } from '../shared/files-context';
import { resetUploadQueue } from './upload-queue';
import { useUploads, type UploadsInput } from './use-uploads';

afterEach(() => {
  resetUploadQueue();
});

const entry = (path: string, isDir = false) => ({
  path,
  name: path.split('/').pop() ?? '',
  size: 1,
  modified: '2026-01-02T03:04:05Z',
  isDir,
});

/** A client whose folder `/` holds `names`, and whose recursive listing is `nested`. */
function fakeClient(names: string[] = [], nested: ReturnType<typeof entry>[] = []) {
  const items = names.map((name) => ({ ...entry(`/${name}`), type: 'text' }) as FileInfo);
  const listing = { path: '/', name: '', isDir: true, items } as unknown as Listing;
  return {
    getResource: () => Promise.resolve(listing),
    listRecursive: () => Promise.resolve(nested),
    createFolder: () => Promise.resolve(),
    uploadFile: () => Promise.resolve(),
  } as unknown as ApiClient;
}

/** A POST transport whose requests wait until the test lets them finish. */
function gatedPost() {
  const waiting: (() => void)[] = [];
  const sent: string[] = [];
  const post: FileTransport = ({ path, signal, onProgress }) =>
    new Promise<void>((resolve, reject) => {
      onProgress(0);
      signal.addEventListener('abort', () => {
        reject(new Error('Upload aborted'));
      });
      waiting.push(() => {
        sent.push(path);
        resolve();
      });
    });
  const release = () => {
    for (const finish of waiting.splice(0)) finish();
  };
  return { post, sent, release, pending: () => waiting.length };
}

function fakeCtx(path = '/') {
  return {
    path,
    closePrompt: vi.fn(),
    openPrompt: vi.fn(),
    reload: vi.fn(),
  } as unknown as FilesContext & {
    reload: ReturnType<typeof vi.fn>;
    openPrompt: ReturnType<typeof vi.fn>;
  };
}

const bytes = (name: string, fullPath?: string) => ({
  name,
  file: new Uint8Array([1]),
  size: 1,
  ...(fullPath && { fullPath }),
});

function renderUploads(input: Partial<UploadsInput> & Pick<UploadsInput, 'client'>) {
  return renderHook((props: UploadsInput) => useUploads(props), {
    initialProps: { tus: null, onProgress: vi.fn(), notifyError: vi.fn(), ...input },
  });
}

describe('useUploads', () => {
  it('sends no more files at once than the uploads limit', async () => {
    let running = 0;
    let most = 0;
    const post = vi.fn<FileTransport>(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    });
    const { result } = renderUploads({ client: fakeClient(), post, concurrency: 1 });
    const ctx = fakeCtx();
    await result.current.upload(
      ctx,
      ['a', 'b', 'c'].map((name) => bytes(name)),
      '/',
    );
    await waitFor(() => {
      expect(ctx.reload).toHaveBeenCalledWith('a');
    });
    expect(post).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
  });

  it('reports the percentage to the top bar while uploading, then null', async () => {
    const gate = gatedPost();
    const onProgress = vi.fn();
    const { result } = renderUploads({ client: fakeClient(), post: gate.post, onProgress });
    expect(onProgress).toHaveBeenLastCalledWith(null);
    await act(() => result.current.upload(fakeCtx(), [bytes('a.txt')], '/'));
    expect(result.current.status).toBe('uploading');
    expect(onProgress).toHaveBeenLastCalledWith(0);
    act(gate.release);
    await waitFor(() => {
      expect(result.current.status).toBe('done');
    });
    expect(onProgress).toHaveBeenLastCalledWith(null);
  });

  it('warns before leaving the page while uploads run, and not after', async () => {
    const gate = gatedPost();
    const { result } = renderUploads({ client: fakeClient(), post: gate.post });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await act(() => result.current.upload(fakeCtx(), [bytes('a.txt')], '/'));
    expect(leave()).toBe(true);
    act(gate.release);
    await waitFor(() => {
      expect(result.current.status).toBe('done');
    });
    expect(leave()).toBe(false);
  });

  it('keeps uploading when the screen unmounts, and a new screen shows the same queue', async () => {
    const gate = gatedPost();
    const client = fakeClient();
    const first = renderUploads({ client, post: gate.post });
    await act(() => first.result.current.upload(fakeCtx(), [bytes('a.txt')], '/'));
    first.unmount();
    const second = renderUploads({ client, post: gate.post });
    expect(second.result.current.status).toBe('uploading');
    expect(second.result.current.queue).toBe(first.result.current.queue);
    act(gate.release);
    await waitFor(() => {
      expect(second.result.current.status).toBe('done');
    });
    expect(gate.sent).toEqual(['/a.txt']);
  });

  it('asks file by file about top-level names already in the folder, naming file and folder', async () => {
    const gate = gatedPost();
    const { result } = renderUploads({ client: fakeClient(['a.txt']), post: gate.post });
    const ctx = fakeCtx();
    await act(() => result.current.upload(ctx, [bytes('a.txt'), bytes('new.txt')], '/'));
    expect(ctx.openPrompt).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'uploadConflicts',
        conflicts: [{ name: 'a.txt', folder: '/' }],
      }),
    );
    expect(result.current.status).toBe('idle');
  });

  it('uploads replaced files, leaves skipped ones out and keeps both under a free name', async () => {
    const gate = gatedPost();
    const client = fakeClient(['a.txt', 'b.txt', 'c.txt', 'c(1).txt']);
    const { result } = renderUploads({ client, post: gate.post });
    const ctx = fakeCtx();
    const chosen = [bytes('a.txt'), bytes('b.txt'), bytes('c.txt'), bytes('new.txt')];
    await act(() => result.current.upload(ctx, chosen, '/'));
    const prompt = ctx.openPrompt.mock.calls[0]?.[0] as Extract<
      FilesPrompt,
      { kind: 'uploadConflicts' }
    >;
    expect(prompt.conflicts.map((each) => each.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    act(() => {
      prompt.onDone(['replace', 'skip', 'rename']);
    });
    await waitFor(() => {
      expect(result.current.status).toBe('uploading');
    });
    act(gate.release);
    await waitFor(() => {
      expect([...gate.sent].sort()).toEqual(['/a.txt', '/c(2).txt', '/new.txt']);
    });
  });

  it('compares a dropped folder by its first path segment, merging into an existing folder', async () => {
    const gate = gatedPost();
    const nested = [entry('/photos', true), entry('/photos/a.jpg')];
    const client = fakeClient(['photos'], nested);
    const { result } = renderUploads({ client, post: gate.post });
    const ctx = fakeCtx();
    // `photos/b.jpg` is new: the existing folder `photos` is merged into, not a conflict.
    await act(() => result.current.upload(ctx, [bytes('b.jpg', 'photos/b.jpg')], '/'));
    expect(ctx.openPrompt).not.toHaveBeenCalled();
    expect(result.current.status).toBe('uploading');
    act(gate.release);
    await waitFor(() => {
      expect(ctx.reload).toHaveBeenCalledWith('photos');
    });
    // `photos/a.jpg` is already there: the prompt asks about it, in its folder.
    await act(() => result.current.upload(ctx, [bytes('a.jpg', 'photos/a.jpg')], '/'));
    expect(ctx.openPrompt).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'uploadConflicts',
        conflicts: [{ name: 'a.jpg', folder: '/photos/' }],
      }),
    );
  });

  it('reports a failed file with its path', async () => {
    const notifyError = vi.fn();
    const post: FileTransport = () => Promise.reject(new Error('Upload failed'));
    const { result } = renderUploads({ client: fakeClient(), post, notifyError });
    await act(() => result.current.upload(fakeCtx(), [bytes('a.txt')], '/'));
    await waitFor(() => {
      expect(notifyError).toHaveBeenCalledWith(expect.stringContaining('/a.txt'));
    });
  });
});
