import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, passwordProblem } from './password';

describe('passwords', () => {
  it('accepts the right password and refuses a wrong one or an unknown user', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).not.toContain('correct horse');
    expect(await checkPassword('correct horse', hash)).toBe(true);
    expect(await checkPassword('wrong', hash)).toBe(false);
    expect(await checkPassword('no user has this password', undefined)).toBe(false);
  });
});

describe('password policy', () => {
  it('counts bytes, refuses short, empty and over-72-byte passwords', () => {
    expect(passwordProblem('', 12)).toBe('password is empty');
    expect(passwordProblem('short', 12)).toBe('password is too short, minimum length is 12');
    // Six characters, twelve bytes.
    expect(passwordProblem('éééééé', 12)).toBeUndefined();
    expect(passwordProblem('x'.repeat(72), 12)).toBeUndefined();
    expect(passwordProblem('x'.repeat(73), 12)).toBe(
      'password is too long, maximum length is 72 bytes',
    );
  });

  it('refuses common passwords, whatever their case (K52)', () => {
    expect(passwordProblem('password', 0)).toBe('password is too easy');
    expect(passwordProblem('Password123', 8)).toBe('password is too easy');
    expect(passwordProblem('qwertyuiop', 8)).toBe('password is too easy');
    expect(passwordProblem('quiet-lantern-97-harbour', 12)).toBeUndefined();
  });

  it('runs many checks at once without losing any', async () => {
    const hash = await hashPassword('correct horse');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        checkPassword(index % 2 ? 'correct horse' : 'x', hash),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
