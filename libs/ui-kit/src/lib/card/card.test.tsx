import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title, at the chosen heading level', () => {
    render(
      <Card title="Password" headingLevel={3} actions={<button type="button">Save</button>}>
        Body
      </Card>,
    );

    const region = screen.getByRole('region', { name: 'Password' });
    expect(region).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { level: 3, name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('isolates its title, which may be a name in another direction than the page', () => {
    render(<Card title="notes (1).md">Body</Card>);

    expect(screen.getByText('notes (1).md').tagName).toBe('BDI');
  });

  it('has no heading without a title', () => {
    render(<Card>Body</Card>);

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});
