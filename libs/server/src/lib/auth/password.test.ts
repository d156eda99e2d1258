import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './password';

describe('passwords', () => {
  it('accepts the right password and refuses a wrong one or an unknown user', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).not.toContain('correct horse');
    expect(await checkPassword('correct horse', hash)).toBe(true);
    expect(await checkPassword('wrong', hash)).toBe(false);
    expect(await checkPassword('no user has this password', undefined)).toBe(false);
  });
});
