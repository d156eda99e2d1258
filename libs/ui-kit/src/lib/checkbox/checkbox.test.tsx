import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('reports the new state on click and on Space', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox label="Hide dotfiles" checked={false} onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Hide dotfiles' });

    await userEvent.click(screen.getByText('Hide dotfiles'));
    expect(onChange).toHaveBeenLastCalledWith(true);

    rerender(<Checkbox label="Hide dotfiles" checked onChange={onChange} />);
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is described by its help text', () => {
    render(
      <Checkbox
        label="Single click"
        description="Open with one click"
        checked
        onChange={vi.fn()}
      />,
    );

    expect(screen.getByRole('checkbox', { name: 'Single click' })).toHaveAccessibleDescription(
      'Open with one click',
    );
  });

  it('ignores clicks while disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Lock" checked={false} disabled onChange={onChange} />);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Lock' }));

    expect(onChange).not.toHaveBeenCalled();
  });
});
