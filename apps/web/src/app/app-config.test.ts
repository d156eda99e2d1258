import { describe, expect, it } from 'vitest';
import { readAppConfig, themeAttribute } from './app-config';

describe('readAppConfig', () => {
  it('uses defaults when the page carries no startup object (dev server)', () => {
    const config = readAppConfig(undefined);
    expect(config).toMatchObject({ name: 'File Browser', baseURL: '', staticURL: '/static' });
    expect(config.logoURL).toBe('/static/img/logo.svg');
  });

  it('reads the server values, including the branding name and base URL', () => {
    const config = readAppConfig({
      Name: 'Team files',
      BaseURL: '/fb',
      StaticURL: '/fb/static',
      Signup: true,
    });
    expect(config).toMatchObject({ name: 'Team files', baseURL: '/fb', signup: true });
    expect(config.logoURL).toBe('/fb/static/img/logo.svg');
  });
});

describe('themeAttribute', () => {
  it('follows the system unless the admin chose a theme', () => {
    expect(themeAttribute(readAppConfig({}).theme)).toBe('system');
    expect(themeAttribute(readAppConfig({ Theme: 'dark' }).theme)).toBe('dark');
    expect(themeAttribute(readAppConfig({ Theme: 'light' }).theme)).toBe('light');
  });
});
