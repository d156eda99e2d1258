import { describe, expect, it } from 'vitest';
import { parseDuration, tokenExpirationProblem } from './duration';

describe('parseDuration', () => {
  it('reads Go durations as upstream writes tokenExpirationTime', () => {
    expect(parseDuration('2h')).toBe(7200);
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('1.5h')).toBe(5400);
    expect(parseDuration('1500ms')).toBe(1.5);
  });

  it('refuses what Go would refuse: no unit, a sign, spaces, unknown units, nothing', () => {
    for (const text of ['', '7200', '-2h', '2 h', '2d', 'h', '2h ', '.h']) {
      expect([text, parseDuration(text)]).toEqual([text, undefined]);
    }
  });
});

describe('tokenExpirationProblem', () => {
  it('takes one minute to 30 days and says why anything else is refused', () => {
    expect(tokenExpirationProblem('1m')).toBeUndefined();
    expect(tokenExpirationProblem('720h')).toBeUndefined();
    expect(tokenExpirationProblem('59s')).toBe(
      'tokenExpirationTime "59s" must be from 1m to 720h (30 days)',
    );
    expect(tokenExpirationProblem('2 hours')).toBe(
      'tokenExpirationTime "2 hours" is not a duration such as 2h, 90m or 1h30m',
    );
  });
});
