import { describe, expect, it } from 'vitest';
import { readAppConfig } from './app-config';

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
