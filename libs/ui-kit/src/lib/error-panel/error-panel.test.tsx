import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPanel, errorKindOf } from './error-panel';

describe('ErrorPanel', () => {
  it('announces the message as an alert heading', () => {
    render(<ErrorPanel status={404} message="Not found" />);

    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'notFound');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it.each([
    [0, 'connection'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'internal'],
    [502, 'internal'],
  ])('maps status %i to %s', (status, kind) => {
    expect(errorKindOf(status)).toBe(kind);
  });

  it('shows the follow-up action', () => {
    render(
      <ErrorPanel status={500} message="Oops" action={<button type="button">Retry</button>} />,
    );

    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
