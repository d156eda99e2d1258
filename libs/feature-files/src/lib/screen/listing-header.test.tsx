import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { header, renderScreen } from '../../testing/fake-files-server';

describe('ListingHeader', () => {
  it('switches the view list → mosaic → gallery and saves it to the user', async () => {
    const { calls, onUserChanged } = await renderScreen();
    const user = userEvent.setup();
    const grid = screen.getByRole('grid');
    expect(grid).toHaveClass('fb-listing--list');
    await user.click(header().getByRole('button', { name: 'Change view' }));
    expect(screen.getByRole('grid')).toHaveClass('fb-listing--mosaic');
    await user.click(header().getByRole('button', { name: 'Change view' }));
    expect(screen.getByRole('grid')).toHaveClass('fb-listing--gallery');
    expect(calls).toContain('user 1 viewMode {"viewMode":"mosaic"}');
    expect(calls).toContain('user 1 viewMode {"viewMode":"mosaic gallery"}');
    expect(onUserChanged).toHaveBeenCalled();
  });

  it('folds the actions but search and the selection ones into a ⋮ More menu for narrow screens', async () => {
    const { onUserChanged } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    // The wide buttons carry the class the ≤ 736 px stylesheet hides; the menu shows instead.
    expect(header().getByRole('button', { name: 'Change view' })).toHaveClass(
      'fb-files-action--wide',
    );
    expect(header().getByRole('button', { name: 'Search' })).not.toHaveClass(
      'fb-files-action--wide',
    );
    const more = header().getByRole('button', { name: 'More' });
    expect(more.closest('.fb-files-more')).not.toBeNull();

    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change view', 'Download 1', 'Upload', 'Info', 'Select several']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Change view' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveClass('fb-listing--mosaic');
    expect(onUserChanged).toHaveBeenCalled();
  });

  it('saves a new sorting from the header, then reloads', async () => {
    const { calls } = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: /Size/ }));
    await waitFor(() => {
      expect(calls).toContain('user 1 sorting {"sorting":{"by":"size","asc":true}}');
    });
    await waitFor(() => {
      expect(calls.filter((call) => call === 'get /')).toHaveLength(2);
    });
  });

  it('downloads one file directly and several as the chosen archive', async () => {
    const { download } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: /^Download/ }));
    expect(download).toHaveBeenLastCalledWith('/api/raw/a.txt?');
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Docs'));
    await user.keyboard('{/Control}');
    await user.click(header().getByRole('button', { name: /^Download/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Download files' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'zip',
      'tar',
      'tar.gz',
      'tar.bz2',
      'tar.xz',
      'tar.lz4',
      'tar.sz',
      'tar.br',
      'tar.zst',
      'Cancel',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'tar.zst' }));
    expect(download).toHaveBeenLastCalledWith('/api/raw/?algo=tarzst&files=%2FDocs%2C%2Fa.txt');
  });

  it('shows file facts and reveals a checksum on click', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'File information' });
    expect(dialog).toHaveTextContent('a.txt');
    expect(dialog).toHaveTextContent('1536 B');
    // Each isolated, so "1.5 KiB (1536 B)" does not turn into "(1536 B) 1.5 KiB" right to left.
    expect(within(dialog).getByText('a.txt').tagName).toBe('BDI');
    expect(within(dialog).getByText(/1536 B/).tagName).toBe('BDI');
    await user.click(within(dialog).getAllByRole('button', { name: 'Show' })[0] as HTMLElement);
    expect(await within(dialog).findByText('d41d8cd98f00b204e9800998ecf8427e')).toBeVisible();
  });
});

describe('ListingHeader info on several items', () => {
  const facts = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);

  it('counts files and folders and adds up the files, saying folders are not counted', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(header().getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'File information' });
    expect(dialog).toHaveTextContent('4 selected');
    await waitFor(() => {
      expect(facts(dialog)).toEqual([
        'Files: 2',
        'Folders: 2',
        'Size of the files (folders not counted): 3.00 KiB (3072 B)',
      ]);
    });
  });

  it('gives the plain total size when only files are selected', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('b.txt'));
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{/Control}');
    await user.click(header().getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'File information' });
    await waitFor(() => {
      expect(facts(dialog)).toEqual(['Files: 2', 'Folders: 0', 'Size: 3.00 KiB (3072 B)']);
    });
  });
});
