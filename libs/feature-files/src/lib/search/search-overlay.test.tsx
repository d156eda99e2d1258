import type { ApiClient, SearchResult } from '@file-browser/api-client';
import { createI18n } from '@file-browser/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { SearchOverlay } from './search-overlay';

/** A client whose search yields `results`, then (if `hold`) waits until aborted. */
function searchingClient(results: SearchResult[], hold = false) {
  const queries: { folder: string; query: string; signal: AbortSignal | undefined }[] = [];
  const client = {
    async *search(folder: string, query: string, call: { signal?: AbortSignal } = {}) {
      queries.push({ folder, query, signal: call.signal });
      for (const result of results) yield await Promise.resolve(result);
      if (hold) {
        await new Promise((resolve) => call.signal?.addEventListener('abort', resolve));
      }
    },
  };
  return { client: client as unknown as ApiClient, queries };
}

async function renderOverlay(results: SearchResult[], hold = false) {
  const fake = searchingClient(results, hold);
  const i18n = await createI18n({ locale: 'en' });
  const open = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SearchOverlay client={fake.client} folder="/docs/" open={open} onClose={onClose} />
    </I18nextProvider>,
  );
  return { ...fake, open, onClose, box: screen.getByRole('searchbox') };
}

const many = (count: number): SearchResult[] =>
  Array.from({ length: count }, (_, index) => ({ dir: false, path: `r/${String(index)}.txt` }));

describe('SearchOverlay (frontend-behaviour §9)', () => {
  it('searches on Enter only, and ignores an empty query', async () => {
    const { queries, box } = await renderOverlay([{ dir: true, path: 'a/b' }]);
    await userEvent.type(box, '   {Enter}');
    expect(queries).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, 'report');
    expect(queries).toEqual([]);
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText('./a/b')).toBeVisible();
    expect(queries.map(({ folder, query }) => [folder, query])).toEqual([['/docs/', 'report']]);
  });

  it('offers the type shortcuts while the box is empty', async () => {
    const { box } = await renderOverlay([]);
    await userEvent.click(screen.getByRole('button', { name: 'Images' }));
    expect(box).toHaveValue('type:image ');
    expect(screen.queryByRole('button', { name: 'Images' })).not.toBeInTheDocument();
  });

  it('puts the focus back in the box after a type shortcut, so Enter searches', async () => {
    const { queries, box } = await renderOverlay([{ dir: false, path: 'cat.jpg' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Music' }));
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('./cat.jpg')).toBeVisible();
    expect(queries.map(({ query }) => query)).toEqual(['type:audio']);
  });

  it('says so when a search finds nothing, until the query changes', async () => {
    const { box } = await renderOverlay([]);
    await userEvent.type(box, 'holiday{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for "holiday".');
    await userEvent.type(box, 's');
    expect(screen.getByRole('status')).toHaveTextContent('Press Enter to search…');
  });

  it('opens a result by its path below the folder, folders with a slash', async () => {
    const { open, box } = await renderOverlay([
      { dir: true, path: 'Photos/2026' },
      { dir: false, path: 'notes.md' },
    ]);
    await userEvent.type(box, 'x{Enter}');
    await userEvent.click(await screen.findByText('./Photos/2026'));
    expect(open).toHaveBeenCalledWith('/docs/Photos/2026/');
    await userEvent.click(screen.getByText('./notes.md'));
    expect(open).toHaveBeenCalledWith('/docs/notes.md');
  });

  it('shows 50 results, and 50 more when scrolled near the end', async () => {
    const { box } = await renderOverlay(many(120));
    await userEvent.type(box, 'r{Enter}');
    await waitFor(() => {
      expect(screen.getAllByRole('listitem')).toHaveLength(50);
    });
    const list = screen.getByRole('list');
    Object.defineProperties(list, {
      scrollHeight: { value: 1000 },
      clientHeight: { value: 300 },
      scrollTop: { value: 650, writable: true },
    });
    fireEvent.scroll(list);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
  });

  it('stops a running search with the stop button, and closing aborts it', async () => {
    const { queries, box, onClose } = await renderOverlay([{ dir: false, path: 'a' }], true);
    await userEvent.type(box, 'a{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop searching' }));
    expect(queries[0]?.signal?.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
