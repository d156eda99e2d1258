import type { FileInfo } from '@file-browser/api-contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { displayOrder } from '../listing/display-order';
import { FolderListing } from '../listing/folder-listing';
import { useSelection } from '../selection/use-selection';
import { SkipToListing } from './skip-link';

const item = (name: string, isDir = false): FileInfo => ({
  path: `/${name}`,
  name,
  size: 1,
  extension: '',
  modified: '2026-01-02T03:04:05Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});
const items = [item('Docs', true), item('a.txt'), item('b.txt'), item('c.txt')];

/** The listing with the screen's selection, and the skip link before it. */
function Harness({ viewMode }: { viewMode: string }) {
  const selection = useSelection('/', displayOrder(items), false);
  return (
    <>
      <SkipToListing label="Skip to files" />
      <button type="button">Before</button>
      <FolderListing
        label="Home"
        items={items}
        selected={selection.set}
        viewMode={viewMode}
        sort={{ by: 'name', asc: true }}
        labels={{
          name: 'Name',
          size: 'Size',
          modified: 'Modified',
          folders: 'Folders',
          files: 'Files',
          invalidLink: 'invalid link',
          loading: 'Loading…',
        }}
        formatModified={(iso) => iso}
        onSort={() => undefined}
        onItemClick={(clicked, event) => {
          selection.click(clicked, event, () => undefined);
        }}
        onOpen={() => undefined}
        onItemSelectKey={selection.keySelect}
        onMove={selection.moveTo}
      />
    </>
  );
}

const row = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const selected = () =>
  screen
    .getAllByRole('row')
    .filter((each) => each.getAttribute('aria-selected') === 'true')
    .map((each) => each.querySelector('.fb-listing-item__name')?.textContent);
const tabStops = () => [...document.querySelectorAll('[role="grid"] [tabindex="0"]')];

describe('the listing from the keyboard', () => {
  it('is one Tab stop, reached first through "Skip to files", that follows the arrows', async () => {
    render(<Harness viewMode="list" />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(row('Docs')).toHaveFocus();
    expect(tabStops()).toEqual([row('Docs')]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(tabStops()).toEqual([row('b.txt')]);
    // Leaving (to the sort buttons) and coming back lands on the same row, not the first.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /Modified/ })).toHaveFocus();
    await user.tab();
    expect(row('b.txt')).toHaveFocus();
  });

  it('↓ selects what it focuses; Shift+↓ extends from the anchor and Shift+↑ shrinks back', async () => {
    render(<Harness viewMode="list" />);
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{ArrowDown}');
    expect(row('b.txt')).toHaveFocus();
    expect(selected()).toEqual(['b.txt']);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(selected()).toEqual(['b.txt', 'c.txt']);
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}');
    expect(row('a.txt')).toHaveFocus();
    expect(selected()).toEqual(['a.txt', 'b.txt']);
    // ← and → mean nothing in the list.
    await user.keyboard('{ArrowRight}');
    expect(row('a.txt')).toHaveFocus();
  });

  it('in the mosaic, → and ← move by one tile', async () => {
    render(<Harness viewMode="mosaic" />);
    const user = userEvent.setup();
    act(() => {
      row('Docs').focus();
    });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(row('b.txt')).toHaveFocus();
    expect(selected()).toEqual(['b.txt']);
    await user.keyboard('{ArrowLeft}');
    expect(row('a.txt')).toHaveFocus();
  });
});
