import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-contract';
import { createI18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FilesContext } from '../shared/files-context';
import { InfoPrompt } from './info-prompt';

const file = (name: string, type: FileInfo['type']): FileInfo => ({
  path: `/pictures/${name}`,
  name,
  size: 2048,
  extension: name.slice(name.lastIndexOf('.')),
  modified: '2026-01-02T03:04:05Z',
  mode: 0o640,
  isDir: false,
  isSymlink: false,
  type,
});

/**
 * The Info prompt on one selected item of a listing. The client answers a file's own info as
 * the server does (the API test resource-resolution.test.ts checks the real one): images with
 * their resolution, which listings leave out.
 */
async function openInfo(item: FileInfo) {
  const asked: string[] = [];
  const client = {
    getResource: (path: string) => {
      asked.push(path);
      const own = path.endsWith('.jpg') ? { resolution: { width: 4000, height: 3000 } } : {};
      return Promise.resolve({ ...item, ...own });
    },
  } as unknown as ApiClient;
  const listing = { ...file('', ''), isDir: true, items: [item] } as unknown as Listing;
  const ctx = {
    client,
    listing,
    selected: [item],
    selectedCount: 1,
    closePrompt: vi.fn(),
    showError: vi.fn(),
  } as unknown as FilesContext;
  const i18n = await createI18n({ locale: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <InfoPrompt ctx={ctx} formatModified={(iso) => iso} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { dialog: await screen.findByRole('dialog', { name: 'File information' }), asked };
}

/** What the prompt says for `term` (its `<dd>`), or undefined without such a row. */
const fact = (dialog: HTMLElement, term: string) =>
  within(dialog)
    .queryAllByRole('term')
    .find((element) => element.textContent === term)?.nextElementSibling?.textContent;

describe('the Info prompt', () => {
  it("shows an image's resolution, asked of the server since listings leave it out", async () => {
    const { dialog, asked } = await openInfo(file('beach.jpg', 'image'));
    expect(await within(dialog).findByText('4000 × 3000')).toBeVisible();
    expect(fact(dialog, 'Resolution')).toBe('4000 × 3000');
    expect(asked).toEqual(['/pictures/beach.jpg']);
  });

  it('has no resolution row for other files, and asks nothing for them', async () => {
    const { dialog, asked } = await openInfo(file('notes.txt', 'text'));
    expect(fact(dialog, 'Size')).toBe('2.00 KiB (2048 B)');
    expect(fact(dialog, 'Resolution')).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
