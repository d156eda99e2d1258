import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';
import { HttpError } from '../core/http-error';
import { StoreConflictError } from '../ports/store';
import type { UserRecord } from '../ports/store';
import { createHome } from './homes';
import type { PreparedUser } from './new-user';
import { prepareNewUser } from './new-user';

/** Runs a store write, answering a conflict with a unique name or home as 409. */
export async function conflictsAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StoreConflictError) throw new HttpError(409);
    throw error;
  }
}

/**
 * Stores a prepared user and makes its home folder. A taken username is 409 before the home is
 * made; a taken username or derived home (case-insensitively) is 409 again when stored, checked
 * and written atomically (K65–K70). An explicit scope may be shared between users.
 */
export async function createUser(
  context: ServerContext,
  { user, derivedHome }: PreparedUser,
): Promise<UserRecord> {
  if (await context.store.users.getByUsername(user.username)) throw new HttpError(409);
  await createHome(context.storage, context.root, user.scope);
  return conflictsAs409(() => context.store.users.create(user, { uniqueScope: derivedHome }));
}

/**
 * Creates a self-registered (signup) or proxy-provisioned user: the settings' defaults, never
 * admin or execute, no commands, a private home when `createUserDir` is on; 409 when taken.
 */
export async function provisionUser(
  context: ServerContext,
  username: string,
  password: string,
  options: { lockPassword: boolean },
): Promise<UserRecord> {
  const prepared = await prepareNewUser(context.settings, {
    username,
    password,
    provisioned: true,
  });
  prepared.user.lockPassword = options.lockPassword;
  return createUser(context, prepared);
}

/**
 * A first login's account, made by `create`. A person's first requests may come at once (a
 * browser opening several tabs): when `create` lost that race (409) and the account now exists,
 * answers the account the other request made, with `created: false`.
 */
export async function createOnFirstLogin(
  context: ServerContext,
  username: string,
  create: () => Promise<UserRecord>,
): Promise<{ user: UserRecord; created: boolean }> {
  try {
    return { user: await create(), created: true };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    const made = await context.store.users.getByUsername(username);
    if (!made) throw error;
    return { user: made, created: false };
  }
}

/** A password nobody knows, for proxy-provisioned users (who never log in with one). */
export function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}
