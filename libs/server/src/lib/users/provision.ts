import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';
import { HttpError } from '../core/http-error';
import { StoreConflictError } from '../ports/store';
import type { UserRecord } from '../ports/store';
import { createHome } from './homes';
import { prepareNewUser } from './new-user';

/**
 * Creates a self-registered (signup) or proxy-provisioned user: the settings' defaults, never
 * admin or execute, no commands, a private home when `createUserDir` is on. A taken username
 * or home folder (case-insensitively) is 409, checked and written atomically (K65–K70).
 */
export async function provisionUser(
  context: ServerContext,
  username: string,
  password: string,
  options: { lockPassword: boolean },
): Promise<UserRecord> {
  const { user, derivedHome } = await prepareNewUser(context.settings, {
    username,
    password,
    provisioned: true,
  });
  user.lockPassword = options.lockPassword;
  if (await context.store.users.getByUsername(username)) throw new HttpError(409);
  await createHome(context.storage, context.root, user.scope);
  try {
    return await context.store.users.create(user, { uniqueScope: derivedHome });
  } catch (error) {
    if (error instanceof StoreConflictError) throw new HttpError(409);
    throw error;
  }
}

/**
 * After creating `username` failed with `error`: the account a concurrent request made under
 * that name (the 409 the loser of the race got), if that is what happened; else undefined.
 */
export async function madeMeanwhile(
  context: ServerContext,
  username: string,
  error: unknown,
): Promise<UserRecord | undefined> {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  return (await context.store.users.getByUsername(username)) ?? undefined;
}

/** A password nobody knows, for proxy-provisioned users (who never log in with one). */
export function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}
