import { describe, expect, it } from 'vitest';
import { canSendPassword, passwordValidity } from './password-change';

const change = (password: string, confirm: string, current = '') => ({
  password,
  confirm,
  current,
});

describe('passwordValidity', () => {
  it('leaves the inputs uncoloured while both are empty', () => {
    expect(passwordValidity(change('', ''))).toBeUndefined();
  });

  it('is green when both are equal and red when they differ', () => {
    expect(passwordValidity(change('s3cret-pass', 's3cret-pass'))).toBe('valid');
    expect(passwordValidity(change('s3cret-pass', 's3cret-pas'))).toBe('invalid');
    expect(passwordValidity(change('s3cret-pass', ''))).toBe('invalid');
    expect(passwordValidity(change('', 'x'))).toBe('invalid');
  });
});

describe('canSendPassword', () => {
  it('needs both fields non-empty and equal', () => {
    expect(canSendPassword(change('', ''), false)).toBe(false);
    expect(canSendPassword(change('abc', ''), false)).toBe(false);
    expect(canSendPassword(change('abc', 'abd'), false)).toBe(false);
    expect(canSendPassword(change('abc', 'abc'), false)).toBe(true);
  });

  it('needs the current password only when the server asks for it', () => {
    expect(canSendPassword(change('abc', 'abc'), true)).toBe(false);
    expect(canSendPassword(change('abc', 'abc', 'old'), true)).toBe(true);
  });
});
