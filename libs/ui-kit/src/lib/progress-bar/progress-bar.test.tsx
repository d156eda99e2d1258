import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value', () => {
    render(<ProgressBar value={33.333} label="a.txt" showValue />);

    const bar = screen.getByRole('progressbar', { name: 'a.txt' });
    expect(bar).toHaveAttribute('aria-valuenow', '33.33');
    expect(screen.getByText('33.33%')).toBeInTheDocument();
  });

  it('clamps out-of-range values', () => {
    render(<ProgressBar value={140} label="Uploading" variant="global" />);

    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('treats NaN as zero', () => {
    render(<ProgressBar value={Number.NaN} label="x" />);

    expect(screen.getByRole('progressbar', { name: 'x' })).toHaveAttribute('aria-valuenow', '0');
  });
});
