import { describe, expect, it } from 'vitest';
import { defaultGlobalSettings, globalSettingsSchema, signupScopeWarning } from './global-settings';

describe('global settings', () => {
  it('loads settings an older version stored, filling what is missing', () => {
    const stored = { signup: true, hideLoginButton: false, rules: [], branding: { name: 'Old' } };
    const loaded = globalSettingsSchema.parse(stored);
    expect(loaded).toMatchObject({
      signup: true,
      minimumPasswordLength: 12,
      branding: { name: 'Old', theme: '' },
      tokenExpirationTime: '2h',
      logoutPage: '/login',
    });
    expect(Object.keys(loaded.commands)).toHaveLength(10);
  });

  it('warns when strangers could sign up into the whole root (K68)', () => {
    const settings = defaultGlobalSettings();
    expect(signupScopeWarning(settings)).toBeUndefined();
    expect(signupScopeWarning({ ...settings, signup: true })).toMatch(/whole root/);
    expect(signupScopeWarning({ ...settings, signup: true, createUserDir: true })).toBeUndefined();
  });
});
