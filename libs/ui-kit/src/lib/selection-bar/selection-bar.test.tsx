import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectionBar } from './selection-bar';

describe('SelectionBar', () => {
  it('is a toolbar named by its message holding the actions', () => {
    render(
      <SelectionBar message="2 files selected">
        <button type="button">Delete</button>
      </SelectionBar>,
    );

    const bar = screen.getByRole('toolbar', { name: '2 files selected' });
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Delete' }));
  });

  it('shows the count in place of the message, which stays its name and tooltip', () => {
    render(<SelectionBar message="3 Elemente ausgewählt" count={3} />);

    const bar = screen.getByRole('toolbar', { name: '3 Elemente ausgewählt' });
    const message = bar.querySelector('[aria-live]');
    expect(message).toHaveAttribute('title', '3 Elemente ausgewählt');
    expect(message).toHaveTextContent('3 Elemente ausgewählt');
    expect(bar.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^3$/);
  });

  it('clears with its × button', async () => {
    const onClear = vi.fn();
    render(
      <SelectionBar message="Multiple selection enabled" onClear={onClear} clearLabel="Clear" />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(onClear).toHaveBeenCalledOnce();
  });
});
