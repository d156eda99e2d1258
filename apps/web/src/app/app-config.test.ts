import { describe, expect, it } from 'vitest';
import { canLogout, readAppConfig } from './app-config';

describe('readAppConfig', () => {
  it('uses the spec defaults when the page carries no startup object (dev server)', () => {
    const config = readAppConfig(undefined);
    expect(config).toMatchObject({
      name: 'File Browser',
      baseURL: '',
      staticURL: '/static',
      logoURL: '/static/img/logo.svg',
      signup: false,
      captcha: null,
      noAuth: false,
      authMethod: 'json',
      loginPage: true,
      theme: '',
      color: '',
      enableThumbs: true,
      resizePreview: true,
      enableExec: false,
      tus: { chunkSize: 10 * 1024 * 1024, retryCount: 5 },
    });
  });

  it('reads the server values, including the branding name and base URL', () => {
    const config = readAppConfig({
      Name: 'Team files',
      BaseURL: '/fb',
      StaticURL: '/fb/static',
      Signup: true,
      DisableUsedPercentage: true,
      Version: '2.63.0',
      Color: ' #aa3300 ',
    });
    expect(config.color).toBe('#aa3300');
    expect(config).toMatchObject({ name: 'Team files', baseURL: '/fb', signup: true });
    expect(config).toMatchObject({ disableUsedPercentage: true, version: '2.63.0' });
    expect(config.logoURL).toBe('/fb/static/img/logo.svg');
  });

  it('keeps the valid keys when another one is malformed', () => {
    const config = readAppConfig({ Name: 'Ours', Theme: 'neon', Signup: 'yes' });
    expect(config).toMatchObject({ name: 'Ours', theme: '', signup: false });
  });

  it('enables the captcha only with a site key, from the configured host', () => {
    expect(readAppConfig({ ReCaptcha: true }).captcha).toBeNull();
    expect(
      readAppConfig({ ReCaptcha: true, ReCaptchaKey: 'site', ReCaptchaHost: 'https://rc.example/' })
        .captcha,
    ).toEqual({ key: 'site', host: 'https://rc.example' });
  });
});

describe('canLogout', () => {
  it('hides logout without auth, and where no login page or custom logout page exists', () => {
    expect(canLogout(readAppConfig({}))).toBe(true);
    expect(canLogout(readAppConfig({ NoAuth: true, AuthMethod: 'noauth', LoginPage: false }))).toBe(
      false,
    );
    expect(canLogout(readAppConfig({ AuthMethod: 'proxy', LoginPage: false }))).toBe(false);
    expect(
      canLogout(readAppConfig({ AuthMethod: 'proxy', LoginPage: false, LogoutPage: '/sso/out' })),
    ).toBe(true);
  });
});
