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
import { keepingAnAdmin } from '../users/admins';
import { memoryLocks } from '../drivers/in-process/in-process-coordination';
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
  listUsers(): Promise<User[]>;
  addUser(username: string, password: string, data?: UserData): Promise<User>;
  /** `user` is an id or a username; `data` holds only the fields to change. */
  updateUser(user: string, data: UserData): Promise<User>;
  removeUser(user: string): Promise<void>;
  readConfig(): Promise<OfflineConfig>;
  /** Merges `settings` (any subset, nested objects replaced whole) and `auth` into the stored ones. */
  updateConfig(change: {
    settings?: Partial<Settings>;
    auth?: Partial<AuthConfig>;
  }): Promise<OfflineConfig>;
  close(): Promise<void>;
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

async function find(store: Store, which: string): Promise<UserRecord> {
  const user = /^\d+$/.test(which)
    ? await store.users.getById(Number(which))
    : await store.users.getByUsername(which);
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
  // The commands run one at a time in one process: nobody to share the admins lock with.
  const offline = { store, locks: memoryLocks() };
  const settings = async () =>
    (await store.settings.get(SETTINGS_KEY, globalSettingsSchema)) ?? defaultGlobalSettings();
  const auth = async () =>
    authConfigSchema
      .catch({ method: 'json' })
      .parse(await store.settings.get(AUTH_CONFIG_KEY, authConfigSchema));
  const readConfig = async (): Promise<OfflineConfig> => {
    const current = await auth();
    const recaptcha = current.recaptcha && {
      ...current.recaptcha,
      secret: current.recaptcha.secret ? '(set)' : '',
    };
    return {
      settings: { ...(await settings()), authMethod: current.method },
      auth: { ...current, ...(recaptcha && { recaptcha }) },
    };
  };

  return {
    listUsers: async () => (await store.users.list()).map((user) => toWireUser(user, true)),
    addUser: (username, password, data) =>
      explained(async () => {
        const { user, derivedHome } = await prepareNewUser(await settings(), {
          username,
          password,
          data,
        });
        await createHome(localDisk(), root, user.scope);
        return toWireUser(await store.users.create(user, { uniqueScope: derivedHome }), true);
      }),
    updateUser: (which, data) =>
      explained(async () => {
        const current = await find(store, which);
        const fields = Object.keys(data).filter((key) => key !== 'id') as UpdateFields;
        const min = (await settings()).minimumPasswordLength;
        const { user, passwordChanged } = await applyUserUpdate(current, fields, data, min);
        const saved = await keepingAnAdmin(offline, current, user.perm.admin, () =>
          store.users.update(user),
        );
        if (passwordChanged) await store.users.bumpSessionEpoch(saved.id);
        return toWireUser(saved, true);
      }),
    removeUser: (which) =>
      explained(async () => {
        const user = await find(store, which);
        await keepingAnAdmin(offline, user, false, () => store.users.delete(user.id));
      }),
    readConfig,
    updateConfig: async (change) => {
      if (change.settings) {
        const current = await settings();
        const parsed = settingsUpdateSchema.safeParse({ ...current, ...change.settings });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
        }
        await store.settings.set(SETTINGS_KEY, normaliseSettings(parsed.data, current));
      }
      if (change.auth) {
        const parsed = authConfigSchema.safeParse({ ...(await auth()), ...change.auth });
        if (!parsed.success)
          throw new Error(`auth: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        await store.settings.set(AUTH_CONFIG_KEY, parsed.data);
      }
      return readConfig();
    },
    close: () => store.close(),
  };
}
