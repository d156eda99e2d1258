import type { NewUser } from '../ports/store';
import { defaultGlobalSettings } from '../settings/global-settings';
import { normaliseUserFields } from './new-user';

/**
 * The template the first admin starts from: the settings' quick-setup defaults for new users
 * (api-contract §6.1) without execute, sorted by name, no rules, home at the server root.
 */
export function defaultUser(): Omit<NewUser, 'username' | 'passwordHash'> {
  const { defaults } = defaultGlobalSettings();
  return normaliseUserFields({
    ...defaults,
    perm: { ...defaults.perm, execute: false },
    lockPassword: false,
    rules: [],
  });
}
