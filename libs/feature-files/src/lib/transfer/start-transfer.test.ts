import type { ApiClient } from '@file-browser/api-client';
import type { PasteItem } from '@file-browser/state-machines';
import { describe, expect, it, vi } from 'vitest';
import type { FilesContext, FilesPrompt } from '../shared/files-context';
import { startTransfer } from './start-transfer';
import type { TransferAction } from './transfer';

/** A context whose destination `/dest/` already holds `taken.txt`, recording the calls. */
function fakeContext() {
  const calls: string[] = [];
  const prompts: FilesPrompt[] = [];
  const record =
    (verb: string) =>
    (from: string, to: string, options: { override: boolean; rename: boolean }) => {
      calls.push(
        `${verb} ${from} ${to} override=${String(options.override)} rename=${String(options.rename)}`,
      );
      return Promise.resolve();
    };
  const client = {
    getResource: () =>
      Promise.resolve({ path: '/dest/', items: [{ name: 'taken.txt', path: '/dest/taken.txt' }] }),
    copyResource: record('copy'),
    moveResource: record('move'),
  } as unknown as ApiClient;
  const ctx = {
    client,
    path: '/',
    openPrompt: (prompt: FilesPrompt) => prompts.push(prompt),
    closePrompt: vi.fn(),
    reload: vi.fn(),
    showError: vi.fn(),
    progress: vi.fn(),
  } as unknown as FilesContext;
  return { ctx, calls, prompts };
}

const items: PasteItem[] = [
  { from: '/taken.txt', to: '/dest/taken.txt', name: 'taken.txt', rename: false, overwrite: false },
  { from: '/free.txt', to: '/dest/free.txt', name: 'free.txt', rename: false, overwrite: false },
];

describe('startTransfer conflicts (frontend-behaviour §6.11)', () => {
  it.each<TransferAction>(['copy', 'move'])(
    'a %s onto a taken name offers replace and keep-both (rename)',
    async (action) => {
      const { ctx, calls, prompts } = fakeContext();
      await startTransfer(ctx, action, items, '/dest/');

      expect(calls).toEqual([]);
      const [prompt] = prompts;
      expect(prompt?.kind).toBe('replaceRename');
      if (prompt?.kind !== 'replaceRename') return;
      prompt.onRename();
      await vi.waitFor(() => {
        expect(calls).toEqual([
          `${action} /taken.txt /dest/taken.txt override=false rename=true`,
          `${action} /free.txt /dest/free.txt override=false rename=false`,
        ]);
      });
    },
  );

  it.each<TransferAction>(['copy', 'move'])('a %s replaces on Replace', async (action) => {
    const { ctx, calls, prompts } = fakeContext();
    await startTransfer(ctx, action, items, '/dest/');

    const [prompt] = prompts;
    if (prompt?.kind !== 'replaceRename') throw new Error('no replace-rename prompt');
    prompt.onReplace();
    await vi.waitFor(() => {
      expect(calls).toEqual([
        `${action} /taken.txt /dest/taken.txt override=true rename=false`,
        `${action} /free.txt /dest/free.txt override=false rename=false`,
      ]);
    });
  });
});
