import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShellPanel, clampShellHeight } from './shell-panel';

describe('ShellPanel', () => {
  it('is a left-to-right region with a keyboard-resizable handle', async () => {
    const onResize = vi.fn();
    render(
      <ShellPanel label="Shell" height={10} onResize={onResize}>
        output
      </ShellPanel>,
    );

    expect(screen.getByRole('region', { name: 'Shell' })).toHaveAttribute('dir', 'ltr');
    screen.getByRole('separator', { name: 'Shell' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onResize).toHaveBeenLastCalledWith(11);
    await userEvent.keyboard('{ArrowDown}');
    expect(onResize).toHaveBeenLastCalledWith(9);
  });

  it('throttles drag updates to one per 32 ms', () => {
    let time = 0;
    const onResize = vi.fn();
    render(
      <ShellPanel label="Shell" height={10} onResize={onResize} now={() => time}>
        output
      </ShellPanel>,
    );
    const handle = screen.getByRole('separator');
    // jsdom has no pointer capture; pretend the handle holds it while the button is down.
    handle.hasPointerCapture = () => true;

    fireEvent.pointerMove(handle, { clientY: window.innerHeight - 160, pointerId: 1 });
    time = 10;
    fireEvent.pointerMove(handle, { clientY: window.innerHeight - 320, pointerId: 1 });
    time = 40;
    fireEvent.pointerMove(handle, { clientY: window.innerHeight - 320, pointerId: 1 });

    expect(onResize).toHaveBeenCalledTimes(2);
    expect(onResize).toHaveBeenNthCalledWith(1, 10);
    expect(onResize).toHaveBeenNthCalledWith(2, 20);
  });

  it('keeps the height between 4 em and the viewport minus 4 em', () => {
    expect(clampShellHeight(1, 48)).toBe(4);
    expect(clampShellHeight(60, 48)).toBe(44);
    expect(clampShellHeight(25, 48)).toBe(25);
  });
});
