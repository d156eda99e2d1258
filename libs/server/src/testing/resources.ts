import type { Permissions, Rule } from '@file-browser/api-contract';
import { hashPassword } from '../lib/users/password';
import type { TestServer } from './test-server';
import { defaultUser } from '../lib/users/default-user';

/** What a test user differs in from the defaults. */
export interface TestUserOptions {
  perm?: Partial<Permissions>;
  rules?: Rule[];
  hideDotfiles?: boolean;
  scope?: string;
}

const PASSWORD = 'a-long-test-password';

/**
 * Adds a user straight into the running server's SQLite file (a second connection; the server
 * reads users per request) and logs them in. For tests of the file routes, which need users
 * with fewer permissions than `admin`.
 */
export async function addTestUser(
  test: TestServer,
  username: string,
  options: TestUserOptions = {},
): Promise<string> {
  await test.withStore(async (store) => {
    const base = defaultUser();
    await store.users.create({
      ...base,
      username,
      passwordHash: await hashPassword(PASSWORD),
      perm: { ...base.perm, ...options.perm },
      rules: options.rules ?? [],
      hideDotfiles: options.hideDotfiles ?? false,
      scope: options.scope ?? '.',
    });
  });
  return test.login(username, PASSWORD);
}

/** A path rule that denies `path` and everything below it. */
export function denyRule(path: string): Rule {
  return { regex: false, allow: false, path, regexp: null };
}

/** What a copy or move asks besides where to: replace what is there, or keep both. */
export interface PatchFlags {
  override?: boolean;
  rename?: boolean;
}

/**
 * The query of a copy or move (`PATCH /api/resources{path}`) to the scope path `to`, with the
 * destination as upstream's client sends it: each name percent-encoded, then the whole again.
 */
export function patchQuery(action: 'copy' | 'rename', to: string, flags: PatchFlags = {}): string {
  const names = to.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return (
    `?action=${action}&destination=${encodeURIComponent(`/${names}`)}` +
    `&override=${String(flags.override ?? false)}&rename=${String(flags.rename ?? false)}`
  );
}

/**
 * Uploads each of `files` (name → body) into `folder` through `POST /api/resources`, as a user
 * would; a write that is not 200 fails the test.
 */
export async function uploadFiles(
  test: TestServer,
  token: string,
  folder: string,
  files: Record<string, BodyInit>,
): Promise<void> {
  for (const [name, body] of Object.entries(files)) {
    const created = await test.request(`/api/resources${folder}/${name}`, {
      method: 'POST',
      token,
      body,
    });
    if (created.status !== 200) throw new Error(`POST ${name}: ${String(created.status)}`);
  }
}
