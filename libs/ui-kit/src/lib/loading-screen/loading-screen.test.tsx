import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('is a busy status named by its label', () => {
    render(<LoadingScreen label="Loading…" />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('is no longer busy when done', () => {
    render(<LoadingScreen label="Loading…" done />);

    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false');
  });
});
