import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { formatModified, modifiedFormatter } from './format-modified';

describe('formatModified', () => {
  it('shows relative time by default', () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    expect(formatModified(twoDaysAgo, false)).toBe('2 days ago');
  });

  it('shows the localised date and time with the dateFormat preference', () => {
    expect(formatModified('2026-03-04T05:06:00', true)).toBe('03/04/2026 5:06 AM');
  });

  it('remembers within a minute and a language, and follows a change of either', () => {
    const format = modifiedFormatter(false);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    expect(format(threeDaysAgo)).toBe('3 days ago');
    expect(format(threeDaysAgo)).toBe('3 days ago');
    dayjs.locale('de');
    try {
      expect(format(threeDaysAgo)).toBe('vor 3 Tagen');
    } finally {
      dayjs.locale('en');
    }
    expect(format(threeDaysAgo)).toBe('3 days ago');
    expect(modifiedFormatter(true)('2026-03-04T05:06:00')).toBe('03/04/2026 5:06 AM');
  });
});
