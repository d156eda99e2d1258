import { mdiDownload } from '@mdi/js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and calls onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={mdiDownload} label="Download" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Download' });

    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('title', 'Download');
  });

  it('shows a badge count that is part of its name', () => {
    render(<IconButton icon={mdiDownload} label="Download" badge={4} />);

    expect(screen.getByRole('button', { name: 'Download 4' })).toBeInTheDocument();
  });

  it('with its label shown, is named by the text it shows, count included', () => {
    render(<IconButton icon={mdiDownload} label="Download" badge={12} showLabel />);

    const button = screen.getByRole('button', { name: 'Download 12' });
    expect(button).toHaveTextContent('Download');
    expect(button).toHaveTextContent('12');
  });

  it('hides a zero badge', () => {
    render(<IconButton icon={mdiDownload} label="Download" badge={0} />);

    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('never submits a form by default', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <IconButton icon={mdiDownload} label="Download" />
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });
});
