import type { Settings, User, UserData } from '@file-browser/api-contract';
import { settingsUpdateSchema } from '@file-browser/api-contract';
import { dirname, resolve } from 'node:path';
import type { AuthConfig } from '../auth/auth-config';
import { AUTH_CONFIG_KEY, authConfigSchema } from '../auth/auth-config';
import { HttpError } from '../core/http-error';
import {
  SETTINGS_KEY,
  defaultGlobalSettings,
  globalSettingsSchema,
  normaliseSettings,
} from '../settings/global-settings';
import { makeHostFolder } from '../host/host-files';
import { localDisk } from '../drivers/local-disk/local-disk';
import { createHome } from '../users/homes';
import { prepareNewUser } from '../users/new-user';
import { applyUserUpdate } from '../users/user-update';
import type { UpdateFields } from '../users/user-update';
import { toWireUser } from '../users/wire-user';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import { StoreConflictError } from '../ports/store';
import type { Store, UserRecord } from '../ports/store';

/** The configuration `file-browser config cat` shows; the reCAPTCHA secret is never printed. */
export interface OfflineConfig {
  settings: Settings;
  auth: AuthConfig;
}

/**
 * Users and settings of a database, edited while no server runs (the `file-browser users` and
 * `config` commands). Refusals are Errors whose message says what was wrong.
 */
export interface OfflineAdmin {
  listUsers(): User[];
  addUser(username: string, password: string, data?: UserData): Promise<User>;
  /** `user` is an id or a username; `data` holds only the fields to change. */
  updateUser(user: string, data: UserData): Promise<User>;
  removeUser(user: string): void;
  readConfig(): OfflineConfig;
  /** Merges `settings` (any subset, nested objects replaced whole) and `auth` into the stored ones. */
  updateConfig(change: { settings?: Partial<Settings>; auth?: Partial<AuthConfig> }): OfflineConfig;
  close(): void;
}

function messageOf(error: unknown): Error {
  if (error instanceof StoreConflictError) return new Error(error.message);
  if (error instanceof HttpError) {
    if (error.status === 403) return new Error('refused: the last admin must stay an admin');
    return new Error(error.detail ?? `refused (${String(error.status)})`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function explained<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw messageOf(error);
  }
}

function find(store: Store, which: string): UserRecord {
  const user = /^\d+$/.test(which)
    ? store.users.getById(Number(which))
    : store.users.getByUsername(which);
  if (!user) throw new Error(`no user "${which}"`);
  return user;
}

/**
 * Opens the database at `database` for offline administration. `root` is the served folder,
 * where new users' home folders are created.
 */
export function openOfflineAdmin(database: string, root: string): OfflineAdmin {
  makeHostFolder(dirname(resolve(database)));
  const store = openSqliteStore(resolve(database));
  const settings = () =>
    store.settings.get(SETTINGS_KEY, globalSettingsSchema) ?? defaultGlobalSettings();
  const auth = () =>
    authConfigSchema
      .catch({ method: 'json' })
      .parse(store.settings.get(AUTH_CONFIG_KEY, authConfigSchema));
  const readConfig = (): OfflineConfig => {
    const current = auth();
    const recaptcha = current.recaptcha && {
      ...current.recaptcha,
      secret: current.recaptcha.secret ? '(set)' : '',
    };
    return {
      settings: { ...settings(), authMethod: current.method },
      auth: { ...current, ...(recaptcha && { recaptcha }) },
    };
  };

  return {
    listUsers: () => store.users.list().map((user) => toWireUser(user, true)),
    addUser: (username, password, data) =>
      explained(async () => {
        const { user, derivedHome } = await prepareNewUser(settings(), {
          username,
          password,
          data,
        });
        await createHome(localDisk(), root, user.scope);
        return toWireUser(store.users.create(user, { uniqueScope: derivedHome }), true);
      }),
    updateUser: (which, data) =>
      explained(async () => {
        const current = find(store, which);
        const fields = Object.keys(data).filter((key) => key !== 'id') as UpdateFields;
        const min = settings().minimumPasswordLength;
        const { user, passwordChanged } = await applyUserUpdate(current, fields, data, min);
        if (current.perm.admin && !user.perm.admin) {
          const admins = store.users.list().filter((other) => other.perm.admin);
          if (admins.length <= 1) throw new HttpError(403);
        }
        const saved = store.users.update(user);
        if (passwordChanged) store.users.bumpSessionEpoch(saved.id);
        return toWireUser(saved, true);
      }),
    removeUser: (which) => {
      const user = find(store, which);
      const admins = store.users.list().filter((other) => other.perm.admin);
      if (user.perm.admin && admins.length <= 1) throw messageOf(new HttpError(403));
      store.users.delete(user.id);
    },
    readConfig,
    updateConfig: (change) => {
      if (change.settings) {
        const current = settings();
        const parsed = settingsUpdateSchema.safeParse({ ...current, ...change.settings });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
        }
        store.settings.set(SETTINGS_KEY, normaliseSettings(parsed.data, current));
      }
      if (change.auth) {
        const parsed = authConfigSchema.safeParse({ ...auth(), ...change.auth });
        if (!parsed.success)
          throw new Error(`auth: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        store.settings.set(AUTH_CONFIG_KEY, parsed.data);
      }
      return readConfig();
    },
    close: () => {
      store.close();
    },
  };
}
