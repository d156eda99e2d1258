import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Prompt } from './prompt';

const labels = { confirm: 'Rename', cancel: 'Cancel' };

describe('Prompt', () => {
  it('confirms with the button and with Enter in a field', async () => {
    const onConfirm = vi.fn();
    render(
      <Prompt title="Rename file" labels={labels} onConfirm={onConfirm} onCancel={vi.fn()}>
        <input aria-label="New name" data-autofocus />
      </Prompt>,
    );

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));

    expect(screen.getByLabelText('New name')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels with the button and with Escape', async () => {
    const onCancel = vi.fn();
    render(
      <Prompt title="Rename file" labels={labels} onConfirm={vi.fn()} onCancel={onCancel}>
        <input aria-label="New name" />
      </Prompt>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('does not confirm while disabled', async () => {
    const onConfirm = vi.fn();
    render(
      <Prompt
        title="Rename file"
        labels={labels}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
        confirmDisabled
      >
        <input aria-label="New name" data-autofocus />
      </Prompt>,
    );

    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is an alert dialog when destructive', () => {
    render(
      <Prompt title="Delete" labels={labels} onConfirm={vi.fn()} onCancel={vi.fn()} danger>
        <p>Sure?</p>
      </Prompt>,
    );

    expect(screen.getByRole('alertdialog', { name: 'Delete' })).toBeInTheDocument();
  });
});
