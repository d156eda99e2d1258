import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HelpPrompt } from './help-prompt';

// Shows the keys themselves: what matters here is which shortcuts are listed.
const t = (key: string) => key;

describe('HelpPrompt', () => {
  it("lists the listing's shortcuts by default and closes on OK", async () => {
    const onClose = vi.fn();
    render(<HelpPrompt t={t} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'help.help' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText('help.doubleClick', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'buttons.ok' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("lists the view's own shortcuts", () => {
    render(<HelpPrompt t={t} onClose={vi.fn()} view="preview" />);

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'F1 - help.f1',
      '← / → - help.arrows',
      'ESC - help.closeFile',
    ]);
  });
});
