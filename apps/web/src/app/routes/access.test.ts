import { describe, expect, it } from 'vitest';
import { admin, alice } from '../../testing/render-app';
import { accessVerdict, safeRedirect } from './access';

describe('accessVerdict', () => {
  it('waits for the initial auth step, then allows, asks for a login or forbids', () => {
    expect(accessVerdict('login', { status: 'checking', user: null, error: null })).toBe('wait');
    expect(accessVerdict('login', { status: 'loggedOut', user: null, error: null })).toBe('login');
    const user = { status: 'loggedIn', error: null } as const;
    expect(accessVerdict('login', { ...user, user: alice })).toBe('allow');
    expect(accessVerdict('admin', { ...user, user: alice })).toBe('forbidden');
    expect(accessVerdict('share', { ...user, user: alice })).toBe('forbidden');
    expect(accessVerdict('admin', { ...user, user: admin })).toBe('allow');
    expect(accessVerdict('share', { ...user, user: admin })).toBe('allow');
  });
});

describe('safeRedirect', () => {
  it('follows paths inside the app only', () => {
    expect(safeRedirect('/files/a/?x=1')).toBe('/files/a/?x=1');
    expect(safeRedirect(null)).toBe('/files/');
    expect(safeRedirect('https://evil.example/')).toBe('/files/');
    expect(safeRedirect('//evil.example/')).toBe('/files/');
    expect(safeRedirect('/\\evil.example/')).toBe('/files/');
  });
});
