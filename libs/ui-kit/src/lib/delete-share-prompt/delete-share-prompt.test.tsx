import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteSharePrompt } from './delete-share-prompt';

const t = (key: string, values?: Record<string, string>) =>
  values ? `${key} ${values['path'] ?? ''}` : key;

describe('DeleteSharePrompt', () => {
  it('names the path, isolated left to right, and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <DeleteSharePrompt path="/docs/a.txt" t={t} onConfirm={onConfirm} onCancel={onCancel} />,
    );

    expect(screen.getByText('/docs/a.txt')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(screen.getByRole('button', { name: 'buttons.delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'buttons.cancel' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
