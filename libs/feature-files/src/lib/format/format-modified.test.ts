import { describe, expect, it } from 'vitest';
import { formatModified } from './format-modified';

describe('formatModified', () => {
  it('shows relative time by default', () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    expect(formatModified(twoDaysAgo, false)).toBe('2 days ago');
  });

  it('shows the localised date and time with the dateFormat preference', () => {
    expect(formatModified('2026-03-04T05:06:00', true)).toBe('03/04/2026 5:06 AM');
  });
});
