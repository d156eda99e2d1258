import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading files" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading files');
  });

  it('stays silent without a label', () => {
    const { container } = render(<Spinner />);

    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
