import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QRCode } from './qr-code';

describe('QRCode', () => {
  it('is a named image of the requested size', () => {
    render(<QRCode value="https://example.com/dl/x" label="QR code" size={100} />);

    const image = screen.getByRole('img', { name: 'QR code' });
    expect(image).toHaveAttribute('width', '100');
    expect(image).toHaveAttribute('height', '100');
  });

  it('draws different modules for different values', () => {
    const { container, rerender } = render(<QRCode value="a" label="QR" />);
    const first = container.innerHTML;

    rerender(<QRCode value="b" label="QR" />);

    expect(container.innerHTML).not.toBe(first);
  });
});
