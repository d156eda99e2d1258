import { describe, expect, it } from 'vitest';
import { UPLOADS_LIMIT_KEY, storedUploadsLimit } from '../uploads-limit';
import { sectionOf } from './settings-route';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === UPLOADS_LIMIT_KEY ? value : null),
});

describe('settings route helpers', () => {
  it('maps settings paths to their section', () => {
    expect(sectionOf('/settings/users/3')).toBe('users');
    expect(sectionOf('/settings/profile')).toBe('profile');
    expect(sectionOf('/settings/other')).toBeUndefined();
  });

  it('reads a stored uploads limit of 1 to 10 and ignores anything else', () => {
    expect(storedUploadsLimit(storage('3'))).toBe(3);
    expect(storedUploadsLimit(storage('10'))).toBe(10);
    for (const value of [null, '', '0', '11', '2.5', 'many']) {
      expect(storedUploadsLimit(storage(value))).toBeUndefined();
    }
  });
});
