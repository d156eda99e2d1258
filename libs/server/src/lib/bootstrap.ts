import { allPermissions } from '@file-browser/api-contract';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword, passwordProblem } from './users/password';
import type { GlobalSettings } from './settings/global-settings';
import {
  SETTINGS_KEY,
  defaultGlobalSettings,
  globalSettingsSchema,
} from './settings/global-settings';
import type { Store } from './ports/store';
import type { NamedLocks } from './ports/coordination';
import { defaultUser } from './users/default-user';

const SIGNING_KEY = 'signingKey';
/** The named lock (ports/coordination.ts) start-up holds while it prepares the store. */
const BOOTSTRAP_LOCK = 'store:bootstrap';

/** What start-up found or made in the store. */
export interface Bootstrap {
  signingKey: Uint8Array;
  settings: GlobalSettings;
  /** The admin password generated on this (first) run; shown once, never stored in clear. */
  generatedAdminPassword: string | undefined;
}

/**
 * The first admin's chosen password fails the password policy that every user's password
 * must pass (minimum length, not a common password; api-contract §5.4). Nothing was created.
 */
export class AdminPasswordError extends Error {
  constructor(
    /** What is wrong, as the users API says it (`password is too short, minimum length is 12`). */
    readonly problem: string,
    /** The minimum length in UTF-8 bytes the policy holds the password to. */
    readonly minimumLength: number,
  ) {
    super(
      `the first admin's password is refused: ${problem} (the rule for every password: at ` +
        `least ${String(minimumLength)} bytes, at most 72, and not a common password)`,
    );
    this.name = 'AdminPasswordError';
  }
}

/**
 * Prepares a store on start-up: a signing key (64 random bytes, made once), global settings,
 * and on the very first run the `admin` user, with `adminPassword` or a random password.
 * A chosen `adminPassword` must pass the same policy as the users API applies, else
 * `AdminPasswordError` (issue 27); it is ignored once any user exists.
 *
 * Each of the three is read, then written when missing: servers starting together on one store
 * take turns under the `bootstrap` lock, else each could write a signing key of its own (tokens
 * from one refused by the others) or both create `admin` (the second start failing).
 */
export async function bootstrap(
  store: Store,
  locks: NamedLocks,
  adminPassword?: string,
): Promise<Bootstrap> {
  const release = await locks.acquire(BOOTSTRAP_LOCK);
  try {
    return await prepare(store, adminPassword);
  } finally {
    release();
  }
}

async function prepare(store: Store, adminPassword: string | undefined): Promise<Bootstrap> {
  let encodedKey = await store.settings.get(SIGNING_KEY, z.string());
  if (!encodedKey) {
    encodedKey = randomBytes(64).toString('base64');
    await store.settings.set(SIGNING_KEY, encodedKey);
  }
  let settings = await store.settings.get(SETTINGS_KEY, globalSettingsSchema);
  if (!settings) {
    settings = defaultGlobalSettings();
    await store.settings.set(SETTINGS_KEY, settings);
  }
  let generatedAdminPassword: string | undefined;
  if ((await store.users.count()) === 0) {
    const problem =
      adminPassword === undefined
        ? undefined
        : passwordProblem(adminPassword, settings.minimumPasswordLength);
    if (problem) throw new AdminPasswordError(problem, settings.minimumPasswordLength);
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    if (!adminPassword) generatedAdminPassword = password;
    await store.users.create({
      ...defaultUser(),
      username: 'admin',
      passwordHash: await hashPassword(password),
      perm: allPermissions(true),
    });
  }
  return {
    signingKey: Buffer.from(encodedKey, 'base64'),
    settings,
    generatedAdminPassword,
  };
}
