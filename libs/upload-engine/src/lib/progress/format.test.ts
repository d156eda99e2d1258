import { describe, expect, it } from 'vitest';
import { formatEta, formatPercent } from './format';

describe('formatEta', () => {
  it('pads hours, minutes and seconds to two digits', () => {
    expect(formatEta(0)).toBe('00:00:00');
    expect(formatEta(61)).toBe('00:01:01');
    expect(formatEta(3 * 3600 + 25 * 60 + 7)).toBe('03:25:07');
  });

  it('rounds to whole seconds without ever showing 60 seconds', () => {
    expect(formatEta(59.4)).toBe('00:00:59');
    expect(formatEta(59.6)).toBe('00:01:00');
  });

  it('lets hours grow past 99', () => {
    expect(formatEta(123 * 3600)).toBe('123:00:00');
  });

  it('shows dashes when the time is unknown', () => {
    expect(formatEta(Infinity)).toBe('--:--:--');
    expect(formatEta(Number.NaN)).toBe('--:--:--');
    expect(formatEta(-1)).toBe('--:--:--');
  });
});

describe('formatPercent', () => {
  it('gives two decimals', () => {
    expect(formatPercent(1, 3)).toBe('33.33');
    expect(formatPercent(2, 3)).toBe('66.67');
    expect(formatPercent(10, 10)).toBe('100.00');
  });

  it('never divides by zero or leaves 0–100', () => {
    expect(formatPercent(0, 0)).toBe('0.00');
    expect(formatPercent(5, 0)).toBe('0.00');
    expect(formatPercent(20, 10)).toBe('100.00');
  });
});
