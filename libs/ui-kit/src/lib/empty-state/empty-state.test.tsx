import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message and the follow-up', () => {
    render(
      <EmptyState message="It feels lonely here...">
        <button type="button">Upload</button>
      </EmptyState>,
    );

    expect(screen.getByText('It feels lonely here...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
