import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage, ToastTimers } from './toast';
import { MAX_TOASTS, Toaster, pushToast } from './toaster';

/** A manual clock: `advance(ms)` fires what is due. */
function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  const timers: ToastTimers = {
    setTimeout: (callback, ms) => {
      pending.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of pending) {
      if (timer.at <= now) {
        pending.delete(handle);
        timer.callback();
      }
    }
  };
  return { timers, advance, pendingCount: () => pending.size };
}

const labels = { dismiss: 'Close', report: 'Report issue' };

function renderToaster(toasts: ToastMessage[], extra: Partial<Parameters<typeof Toaster>[0]> = {}) {
  const clock = fakeTimers();
  const onDismiss = vi.fn();
  render(
    <Toaster
      toasts={toasts}
      regionLabel="Notifications"
      labels={labels}
      onDismiss={onDismiss}
      timers={clock.timers}
      {...extra}
    />,
  );
  return { clock, onDismiss };
}

describe('Toaster', () => {
  it('dismisses a success toast after 4 seconds, not before', () => {
    const { clock, onDismiss } = renderToaster([{ id: 'a', kind: 'success', message: 'Saved' }]);

    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    clock.advance(3999);
    expect(onDismiss).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('keeps an error until it is closed, and offers the report button', async () => {
    const onReport = vi.fn();
    const error: ToastMessage = { id: 'e', kind: 'error', message: 'Failed' };
    const { clock, onDismiss } = renderToaster([error], { onReport });

    expect(clock.pendingCount()).toBe(0);
    const alert = screen.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Report issue' }));
    expect(onReport).toHaveBeenCalledWith(error);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('e');
  });

  it('has no report button without onReport', () => {
    renderToaster([{ id: 'e', kind: 'error', message: 'Failed' }]);

    expect(screen.queryByRole('button', { name: 'Report issue' })).not.toBeInTheDocument();
  });

  it('shows the newest on top and at most ten', () => {
    const toasts = Array.from({ length: 12 }, (_, index): ToastMessage => ({
      id: String(index),
      kind: 'error',
      message: `Toast ${index}`,
    }));
    renderToaster(toasts);

    const shown = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole(
      'alert',
    );
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(shown[0]).toHaveTextContent('Toast 11');
    expect(shown[9]).toHaveTextContent('Toast 2');
  });

  it('pushToast keeps the newest ten', () => {
    let list: ToastMessage[] = [];
    for (let index = 0; index < 11; index++) {
      list = pushToast(list, { id: String(index), kind: 'success', message: '' });
    }

    expect(list.map((toast) => toast.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });
});

describe('Toaster re-rendering', () => {
  it('does not restart the countdown when the parent re-renders with new callbacks', () => {
    const clock = fakeTimers();
    const onDismiss = vi.fn();
    const toasts: ToastMessage[] = [{ id: 'a', kind: 'success', message: 'Saved' }];
    const view = (
      <Toaster
        toasts={toasts}
        regionLabel="Notifications"
        labels={labels}
        onDismiss={(id) => {
          onDismiss(id);
        }}
        timers={clock.timers}
      />
    );
    const { rerender } = render(view);

    clock.advance(3000);
    rerender(
      <Toaster
        toasts={toasts}
        regionLabel="Notifications"
        labels={labels}
        onDismiss={(id) => {
          onDismiss(id);
        }}
        timers={clock.timers}
      />,
    );
    clock.advance(1000);

    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
