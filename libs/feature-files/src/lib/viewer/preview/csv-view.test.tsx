import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fileOf, renderPreview } from '../../../testing/render-preview';

// "name;city / José;Zürich" as a Windows spreadsheet saves it: é and ü are single Latin-1 bytes.
const LATIN1 = new Uint8Array([
  ...Buffer.from('name;city\nJos', 'latin1'),
  0xe9,
  ...Buffer.from(';Z', 'latin1'),
  0xfc,
  ...Buffer.from('rich\n', 'latin1'),
]);

/** A CSV file whose bytes the fake server keeps; `getTextBytes` answers them as X-Encoding does. */
async function renderCsv(bytes: Uint8Array) {
  const asked: string[] = [];
  await renderPreview(
    // The server decodes text as UTF-8: bad bytes come as U+FFFD.
    fileOf('people.csv', 'text', { content: new TextDecoder().decode(bytes), size: bytes.length }),
    {
      client: {
        getTextBytes: (path: string) => {
          asked.push(path);
          return Promise.resolve(bytes.slice().buffer);
        },
      },
    },
  );
  return { asked };
}

describe('the CSV encoding', () => {
  it('detects a Latin-1 file and shows its accents, not replacement characters', async () => {
    const { asked } = await renderCsv(LATIN1);
    expect(await screen.findByRole('cell', { name: 'José' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Zürich' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'File encoding' })).toHaveValue('windows-1252');
    expect(asked).toEqual(['/d/people.csv']);
  });

  it('lets the user pick the encoding', async () => {
    await renderCsv(LATIN1);
    await screen.findByRole('cell', { name: 'José' }, { timeout: 5000 });
    const encoding = screen.getByRole('combobox', { name: 'File encoding' });
    await userEvent.selectOptions(encoding, 'utf-8');
    expect(await screen.findByRole('cell', { name: 'Jos\uFFFD' })).toBeVisible();
    await userEvent.selectOptions(encoding, 'windows-1251');
    expect(await screen.findByRole('cell', { name: 'Zьrich' })).toBeVisible();
  });

  it('shows a UTF-8 file as the server sent it, without fetching its bytes', async () => {
    const { asked } = await renderCsv(new TextEncoder().encode('name;city\nJosé;Zürich\n'));
    expect(await screen.findByRole('cell', { name: 'José' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'File encoding' })).toHaveValue('utf-8');
    expect(asked).toEqual([]);
  });
});
