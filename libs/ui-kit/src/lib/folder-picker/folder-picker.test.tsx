import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FolderPicker, type FolderPickerProps } from './folder-picker';

function renderPicker(overrides: Partial<FolderPickerProps> = {}) {
  const props: FolderPickerProps = {
    label: 'Destination',
    folders: [
      { name: 'A', url: '/files/A/' },
      { name: 'B', url: '/files/B/' },
    ],
    parentUrl: '/files/',
    singleClick: false,
    location: 'Currently navigating on: /x/',
    onSelect: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  render(<FolderPicker {...props} />);
  return props;
}

describe('FolderPicker', () => {
  it('selects on click and opens on double click', async () => {
    const props = renderPicker({ selectedUrl: '/files/B/' });

    await userEvent.click(screen.getByRole('option', { name: 'A' }));
    expect(props.onSelect).toHaveBeenCalledWith('/files/A/');
    await userEvent.dblClick(screen.getByRole('option', { name: 'A' }));
    expect(props.onOpen).toHaveBeenCalledWith('/files/A/');
    expect(screen.getByRole('option', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
  });

  it('treats ".." as a folder: a click selects it, a double click opens it once', async () => {
    const props = renderPicker();

    await userEvent.click(screen.getByRole('option', { name: '..' }));
    expect(props.onSelect).toHaveBeenLastCalledWith('/files/');
    expect(props.onOpen).not.toHaveBeenCalled();
    await userEvent.dblClick(screen.getByRole('option', { name: '..' }));
    expect(props.onOpen).toHaveBeenCalledTimes(1);
    expect(props.onOpen).toHaveBeenCalledWith('/files/');
  });

  it('opens on a single click in single-click mode, once for a double click', async () => {
    const props = renderPicker({ singleClick: true });

    await userEvent.click(screen.getByRole('option', { name: 'B' }));
    await userEvent.click(screen.getByRole('option', { name: '..' }));
    expect(props.onOpen).toHaveBeenNthCalledWith(1, '/files/B/');
    expect(props.onOpen).toHaveBeenNthCalledWith(2, '/files/');
    // A double click: the first click opens, the second and the dblclick open nothing more.
    await userEvent.dblClick(screen.getByRole('option', { name: 'A' }));
    expect(props.onOpen).toHaveBeenCalledTimes(3);
    expect(props.onOpen).toHaveBeenLastCalledWith('/files/A/');
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('moves with the arrows, selects with Space and opens with Enter', async () => {
    const props = renderPicker({ parentUrl: undefined });

    screen.getByRole('option', { name: 'A' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'B' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(props.onSelect).toHaveBeenCalledWith('/files/B/');
    await userEvent.keyboard('{Enter}');
    expect(props.onOpen).toHaveBeenCalledWith('/files/B/');
    expect(screen.queryByRole('option', { name: '..' })).not.toBeInTheDocument();
  });
});
