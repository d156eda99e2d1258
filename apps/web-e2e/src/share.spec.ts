import { expect, test } from '@playwright/test';
import { adminToken } from './shell-helpers';

test('an anonymous visitor opens a password-protected share, wrong then right password', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { 'X-Auth': token };
  expect((await request.post('/api/resources/shared/', { headers })).ok()).toBe(true);
  const upload = await request.post('/api/resources/shared/notes.txt?override=true', {
    headers,
    data: 'shared bytes\n',
  });
  expect(upload.ok()).toBe(true);
  const created = await request.post('/api/share/shared/', {
    headers,
    data: { password: 'open sesame', expires: '2', unit: 'hours' },
  });
  expect(created.ok()).toBe(true);
  const { hash } = (await created.json()) as { hash: string };

  // A fresh context: no session, no cookie.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/share/${hash}/`);
  await page.getByLabel('Password').fill('wrong');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Wrong username or password');
  await page.getByLabel('Password').fill('open sesame');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'shared' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/share/${hash}/$`));

  const link = page.getByRole('link', { name: /notes\.txt/ });
  const href = await link.getAttribute('href');
  expect(href).toContain('token=');
  const response = await page.request.get(href ?? '');
  expect(await response.text()).toBe('shared bytes\n');
  await visitor.close();
});
