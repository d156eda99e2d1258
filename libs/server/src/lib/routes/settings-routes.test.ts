import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';

describe('/api/settings (real server)', () => {
  let test: TestServer;
  let admin: string;
  let settings: Record<string, unknown>;

  const put = (body: unknown, token = admin) =>
    test.request('/api/settings', { method: 'PUT', token, body: JSON.stringify(body) });

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/secret/a.txt': 'a',
        'data/open.txt': 'b',
        'web/index.html': '<html><head><title>x</title><!--fb:startup--></head></html>',
      },
      { webRoot: 'web' },
    );
    admin = await test.login();
    const response = await test.request('/api/settings', { token: admin });
    expect(response.status).toBe(200);
    settings = (await response.json()) as Record<string, unknown>;
  });

  afterAll(async () => {
    await test.close();
  });

  it('answers the whole object with upstream keys, then ours, and defaults', () => {
    expect(Object.keys(settings)).toEqual([
      'signup',
      'hideLoginButton',
      'createUserDir',
      'minimumPasswordLength',
      'userHomeBasePath',
      'defaults',
      'authMethod',
      'rules',
      'branding',
      'tus',
      'shell',
      'commands',
      'tokenExpirationTime',
      'logoutPage',
    ]);
    expect(settings).toMatchObject({
      tokenExpirationTime: '2h',
      logoutPage: '/login',
      minimumPasswordLength: 12,
      userHomeBasePath: '/users',
      authMethod: 'json',
      tus: { chunkSize: 10485760, retryCount: 5 },
    });
    expect(Object.keys(settings['commands'] as object)).toHaveLength(10);
  });

  it('is for admins only', async () => {
    await test.request('/api/users', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        what: 'user',
        current_password: TEST_ADMIN_PASSWORD,
        data: { username: 'pat', password: 'a-long-enough-password' },
      }),
    });
    const pat = await test.login('pat', 'a-long-enough-password');
    expect((await test.request('/api/settings', { token: pat })).status).toBe(403);
    expect((await put(settings, pat)).status).toBe(403);
    expect((await test.request('/api/settings')).status).toBe(401);
  });

  it('validates: regexes compile, numbers in range, theme known, JSON well formed', async () => {
    const rules = [{ regex: true, allow: false, path: '', regexp: { raw: '[' } }];
    const branding = { ...(settings['branding'] as object), theme: 'neon' };
    // Zod's English texts: the contract's schemas are zod/mini, which has no locale of its own.
    const bad: [unknown, string][] = [
      [{ ...settings, rules }, 'rules.0: invalid rule regex "["'],
      [
        { ...settings, minimumPasswordLength: 100 },
        'minimumPasswordLength: Too big: expected number to be <=72',
      ],
      [
        { ...settings, tus: { chunkSize: -1, retryCount: 5 } },
        'tus.chunkSize: Too small: expected number to be >=0',
      ],
      [
        { ...settings, branding },
        'branding.theme: Invalid option: expected one of ""|"light"|"dark"',
      ],
    ];
    for (const [body, cause] of bad) {
      const response = await put(body);
      expect([response.status, await response.text()]).toEqual([
        400,
        `400 Bad Request (${cause})\n`,
      ]);
    }
    const malformed = await test.request('/api/settings', {
      method: 'PUT',
      token: admin,
      body: '{',
    });
    expect(malformed.status).toBe(400);
  });

  it('fills defaults on save and applies rules, branding and signup at once', async () => {
    const response = await put({
      ...settings,
      authMethod: 'noauth',
      minimumPasswordLength: 0,
      rules: [{ regex: false, allow: false, path: '/secret', regexp: null }],
      shell: null,
      commands: { before_save: ['echo'] },
      defaults: { ...(settings['defaults'] as object), locale: '', viewMode: '', commands: null },
      branding: { ...(settings['branding'] as object), name: 'Acme Files', theme: 'dark' },
      signup: true,
    });
    expect([response.status, await response.text()]).toEqual([200, '200 OK\n']);
    const saved = (await (await test.request('/api/settings', { token: admin })).json()) as {
      authMethod: string;
      minimumPasswordLength: number;
      shell: string[];
      commands: Record<string, string[]>;
      defaults: { locale: string; viewMode: string; commands: string[] };
    };
    expect(saved).toMatchObject({
      authMethod: 'json',
      minimumPasswordLength: 12,
      shell: [],
      defaults: { locale: 'en', viewMode: 'mosaic', commands: [] },
    });
    expect(saved.commands).toMatchObject({ before_save: ['echo'], after_upload: [] });
    expect((await test.request('/api/resources/secret/a.txt', { token: admin })).status).toBe(403);
    const page = await (await fetch(`${test.url}/login`)).text();
    const config = JSON.parse(/window\.FileBrowser = (\{.*?\});/.exec(page)?.[1] ?? '{}') as object;
    expect(config).toMatchObject({
      Name: 'Acme Files',
      Theme: 'dark',
      Signup: true,
      NoAuth: false,
    });
    expect(page).toContain('<title>Acme Files</title>');
  });

  it('sends Log out to the logout page set, a path or an http(s) URL (issue 29 item 3)', async () => {
    const startup = async () => {
      const page = await (await fetch(`${test.url}/files/`)).text();
      return JSON.parse(/window\.FileBrowser = (\{.*?\});/.exec(page)?.[1] ?? '{}') as object;
    };
    expect(await startup()).toMatchObject({ LogoutPage: '/login' });
    for (const logoutPage of ['https://sso.example.com/logout?rd=/', '/oauth2/sign_out']) {
      expect((await put({ ...settings, logoutPage })).status).toBe(200);
      expect(await startup()).toMatchObject({ LogoutPage: logoutPage });
    }
    for (const logoutPage of ['javascript:alert(1)', '//evil.example', 'sso/out']) {
      const response = await put({ ...settings, logoutPage });
      expect([response.status, await response.text()]).toEqual([
        400,
        `400 Bad Request (logoutPage: logoutPage "${logoutPage}" must be a path such as /login or an http(s) URL)\n`,
      ]);
    }
    const { logoutPage: _left, ...upstreamBody } = settings;
    expect((await put(upstreamBody)).status).toBe(200);
    expect(await startup()).toMatchObject({ LogoutPage: '/oauth2/sign_out' });
    expect((await put({ ...settings, logoutPage: '' })).status).toBe(200);
    expect(await startup()).toMatchObject({ LogoutPage: '/login' });
  });
});
