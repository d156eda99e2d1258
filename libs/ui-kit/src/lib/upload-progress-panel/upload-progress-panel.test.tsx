import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadProgressPanel, type UploadProgressPanelProps } from './upload-progress-panel';

function renderPanel(overrides: Partial<UploadProgressPanelProps> = {}) {
  const props: UploadProgressPanelProps = {
    title: 'Uploading 2 files',
    speed: '1.00 MB/s',
    eta: '00:00:10 remaining',
    percent: 12.345,
    bytes: '1 MB / 8 MB',
    expanded: false,
    onToggle: vi.fn(),
    onAbort: vi.fn(),
    labels: {
      abort: 'Abort',
      expand: 'Expand',
      collapse: 'Collapse',
      completed: (p) => `${p}% Completed`,
    },
    files: [
      { id: 'a', name: 'a.txt', percent: 50 },
      { id: 'b', name: 'b.txt', percent: 5 },
    ],
    ...overrides,
  };
  render(<UploadProgressPanel {...props} />);
  return { props, panel: screen.getByRole('region', { name: 'Uploading 2 files' }) };
}

describe('UploadProgressPanel', () => {
  it('shows speed, ETA, percent with two decimals and bytes', () => {
    const { panel } = renderPanel();

    expect(panel).toHaveTextContent('1.00 MB/s');
    expect(panel).toHaveTextContent('00:00:10 remaining');
    expect(panel).toHaveTextContent('12.35% Completed');
    expect(panel).toHaveTextContent('1 MB / 8 MB');
  });

  it('calls abort and toggle', async () => {
    const { props } = renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Abort' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));

    expect(props.onAbort).toHaveBeenCalledOnce();
    expect(props.onToggle).toHaveBeenCalledOnce();
  });

  it('lists a bar per file only when expanded', () => {
    const { panel } = renderPanel({ expanded: true });

    expect(within(panel).getByRole('progressbar', { name: 'a.txt' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hides the files when collapsed', () => {
    renderPanel();

    expect(screen.queryByRole('progressbar', { name: 'a.txt' })).not.toBeInTheDocument();
  });
});
