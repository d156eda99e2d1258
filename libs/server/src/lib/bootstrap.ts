import { allPermissions } from '@file-browser/api-contract';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from './auth/password';
import type { GlobalSettings } from './settings/global-settings';
import {
  SETTINGS_KEY,
  defaultGlobalSettings,
  globalSettingsSchema,
} from './settings/global-settings';
import type { Store } from './store/types';
import { defaultUser } from './users/default-user';

const SIGNING_KEY = 'signingKey';

/** What start-up found or made in the store. */
export interface Bootstrap {
  signingKey: Uint8Array;
  settings: GlobalSettings;
  /** The admin password generated on this (first) run; shown once, never stored in clear. */
  generatedAdminPassword: string | undefined;
}

/**
 * Prepares a store on start-up: a signing key (64 random bytes, made once), global settings,
 * and on the very first run the `admin` user, with `adminPassword` or a random password.
 */
export async function bootstrap(store: Store, adminPassword?: string): Promise<Bootstrap> {
  let encodedKey = store.settings.get(SIGNING_KEY, z.string());
  if (!encodedKey) {
    encodedKey = randomBytes(64).toString('base64');
    store.settings.set(SIGNING_KEY, encodedKey);
  }
  let settings = store.settings.get(SETTINGS_KEY, globalSettingsSchema);
  if (!settings) {
    settings = defaultGlobalSettings();
    store.settings.set(SETTINGS_KEY, settings);
  }
  let generatedAdminPassword: string | undefined;
  if (store.users.count() === 0) {
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    if (!adminPassword) generatedAdminPassword = password;
    store.users.create({
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
