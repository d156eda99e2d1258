import { createI18n } from '@file-browser/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { UploadConflictPrompt } from './upload-conflict-prompt';

const conflicts = [
  { name: 'report.pdf', folder: '/docs/' },
  { name: 'a.txt', folder: '/docs/' },
  { name: 'b.txt', folder: '/docs/' },
];

async function renderPrompt(taken = conflicts) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const i18n = await createI18n({ locale: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <UploadConflictPrompt conflicts={taken} onDone={onDone} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return { onDone, onCancel, dialog: await screen.findByRole('dialog') };
}

describe('UploadConflictPrompt', () => {
  it('is titled with what happened: how many files already exist, or which one', async () => {
    const { dialog } = await renderPrompt();
    expect(dialog).toHaveAccessibleName('3 files already exist');
    cleanup();
    const one = await renderPrompt([{ name: 'report.pdf', folder: '/docs/' }]);
    expect(one.dialog).toHaveAccessibleName('"report.pdf" already exists');
  });

  it('asks file by file, naming each file and its folder', async () => {
    const { dialog, onDone } = await renderPrompt();
    const user = userEvent.setup();
    expect(dialog).toHaveTextContent('"report.pdf" already exists in /docs/.');
    // The folder reads /docs/ inside a right-to-left sentence too; the name keeps its own way.
    expect(within(dialog).getByText('/docs/')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('report.pdf').tagName).toBe('BDI');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(dialog).toHaveTextContent('"a.txt" already exists in /docs/.');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(dialog).toHaveTextContent('"b.txt" already exists in /docs/.');
    // The last one: nothing remains to answer at once.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    expect(onDone).toHaveBeenCalledWith(['replace', 'skip', 'rename']);
  });

  it('"Do this for all N remaining conflicts" answers the rest at once', async () => {
    const { dialog, onDone } = await renderPrompt();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Do this for the 1 remaining conflict too' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    expect(onDone).toHaveBeenCalledWith(['skip', 'rename', 'rename']);
  });

  it('offers the whole choice at the first file, and Cancel upload sends nothing', async () => {
    const { dialog, onDone, onCancel } = await renderPrompt();
    const user = userEvent.setup();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Do this for all 2 remaining conflicts' }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
