import type { ApiClient } from '@file-browser/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FilesContext } from '../shared/files-context';
import { useUploads } from './use-uploads';

describe('useUploads', () => {
  it('sends no more files at once than the uploads limit', async () => {
    let running = 0;
    let most = 0;
    const client = {
      getResource: () => Promise.reject(new Error('no folder yet')),
      listRecursive: () => Promise.resolve([]),
      uploadFile: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
      },
    } as unknown as ApiClient;
    const reload = vi.fn();
    const ctx = { path: '/', closePrompt: vi.fn(), reload } as unknown as FilesContext;
    const post = vi.fn(async ({ path }: { path: string }) => {
      await client.uploadFile(path, '');
    });
    const { result } = renderHook(() =>
      useUploads({
        client,
        tus: null,
        post,
        concurrency: 1,
        onProgress: vi.fn(),
        notifyError: vi.fn(),
      }),
    );
    const files = ['a', 'b', 'c'].map((name) => ({ name, file: new Uint8Array([1]), size: 1 }));
    await result.current.upload(ctx, files, '/');
    await waitFor(() => {
      expect(reload).toHaveBeenCalledWith('a');
    });
    expect(post).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
  });
});
