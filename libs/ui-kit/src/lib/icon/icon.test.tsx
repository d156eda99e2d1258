import { mdiFolder } from '@mdi/js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('is an image named by its label', () => {
    render(<Icon path={mdiFolder} label="Folder" />);

    expect(screen.getByRole('img', { name: 'Folder' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon path={mdiFolder} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the given path at the given size', () => {
    const { container } = render(<Icon path={mdiFolder} size="3rem" />);

    expect(container.querySelector('path')).toHaveAttribute('d', mdiFolder);
    expect(container.querySelector('svg')).toHaveStyle({ inlineSize: '3rem' });
  });
});
