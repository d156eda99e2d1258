import {
  DEFAULT_TOKEN_EXPIRATION_TIME,
  allPermissions,
  settingsSchema,
} from '@file-browser/api-contract';
import type { Settings, SettingsUpdate } from '@file-browser/api-contract';
import { z } from 'zod';
// The contract's schemas are zod/mini: they have no `.omit` method, mini's functions do it.
import { extend, omit, string } from 'zod/mini';

/**
 * Server-wide settings as stored: the wire object of `GET /api/settings` (api-contract §6.1)
 * without `authMethod`, which comes from the auth configuration and is never changed by a PUT,
 * and with our `tokenExpirationTime` and `logoutPage` always present.
 */
export type GlobalSettings = Omit<Settings, 'authMethod' | 'tokenExpirationTime' | 'logoutPage'> & {
  tokenExpirationTime: string;
  logoutPage: string;
};

/** Where Log out leads unless set otherwise: upstream's login page. */
const DEFAULT_LOGOUT_PAGE = '/login';

/** The store key the global settings live under. */
export const SETTINGS_KEY = 'global';

/** The ten hook keys every settings object carries (api-contract §6.2). */
const HOOK_EVENTS = ['copy', 'delete', 'rename', 'save', 'upload'] as const;

function withEveryHook(commands: Record<string, string[] | null> | null): Record<string, string[]> {
  const filled: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(commands ?? {})) filled[key] = value ?? [];
  for (const event of HOOK_EVENTS) {
    filled[`before_${event}`] ??= [];
    filled[`after_${event}`] ??= [];
  }
  return Object.fromEntries(Object.entries(filled).sort(([a], [b]) => a.localeCompare(b)));
}

/** Upstream's quick-setup defaults (api-contract §6.1). */
export function defaultGlobalSettings(): GlobalSettings {
  return {
    signup: false,
    hideLoginButton: true,
    createUserDir: false,
    minimumPasswordLength: 12,
    userHomeBasePath: '/users',
    defaults: {
      scope: '.',
      locale: 'en',
      viewMode: 'mosaic',
      singleClick: false,
      redirectAfterCopyMove: true,
      sorting: { by: '', asc: false },
      perm: { ...allPermissions(true), admin: false },
      commands: [],
      hideDotfiles: false,
      dateFormat: false,
      aceEditorTheme: '',
    },
    rules: [],
    branding: {
      name: '',
      disableExternal: false,
      disableUsedPercentage: false,
      files: '',
      theme: '',
      color: '',
    },
    tus: { chunkSize: 10 * 1024 * 1024, retryCount: 5 },
    shell: [],
    commands: withEveryHook({}),
    tokenExpirationTime: DEFAULT_TOKEN_EXPIRATION_TIME,
    logoutPage: DEFAULT_LOGOUT_PAGE,
  };
}

/**
 * Fills what a PUT may leave empty (api-contract §6.2) and the effective defaults of §6.1:
 * minimum length 0 means 12, an empty home base path means `/users`, zero tus settings mean
 * the defaults. Our `tokenExpirationTime` and `logoutPage` keep their `current` value when
 * absent (upstream's client never sends them) and return to the default when empty.
 */
export function normaliseSettings(update: SettingsUpdate, current: GlobalSettings): GlobalSettings {
  const fallback = defaultGlobalSettings();
  const { authMethod: _ignored, ...rest } = update;
  const tusUnset = update.tus.chunkSize === 0 && update.tus.retryCount === 0;
  return {
    ...rest,
    minimumPasswordLength: update.minimumPasswordLength || fallback.minimumPasswordLength,
    userHomeBasePath: update.userHomeBasePath?.trim() || fallback.userHomeBasePath,
    defaults: {
      ...update.defaults,
      locale: update.defaults.locale || fallback.defaults.locale,
      viewMode: update.defaults.viewMode || fallback.defaults.viewMode,
      commands: update.defaults.commands ?? [],
    },
    rules: update.rules ?? [],
    tus: tusUnset ? fallback.tus : update.tus,
    shell: update.shell ?? [],
    commands: withEveryHook(update.commands),
    tokenExpirationTime:
      (update.tokenExpirationTime ?? current.tokenExpirationTime) || fallback.tokenExpirationTime,
    logoutPage: (update.logoutPage ?? current.logoutPage) || fallback.logoutPage,
  };
}

/**
 * Reads stored settings, filling in keys an older database lacks, so settings saved by an
 * earlier version still load.
 */
export const globalSettingsSchema = z.preprocess(
  (stored) => {
    const fallback = defaultGlobalSettings();
    if (typeof stored !== 'object' || stored === null) return stored;
    const value = stored as Partial<GlobalSettings>;
    return {
      ...fallback,
      ...value,
      defaults: { ...fallback.defaults, ...value.defaults },
      branding: { ...fallback.branding, ...value.branding },
      tus: { ...fallback.tus, ...value.tus },
      commands: withEveryHook(value.commands ?? {}),
    };
  },
  extend(omit(settingsSchema, { authMethod: true }), {
    tokenExpirationTime: string(),
    logoutPage: string(),
  }),
);

/**
 * Why signup is refused (403): strangers could sign up into the whole served folder
 * (api-contract §12.13, K68; upstream only warns), or undefined when the settings are safe.
 */
export function signupScopeWarning(settings: GlobalSettings): string | undefined {
  const root = ['', '.', '/', './'].includes(settings.defaults.scope.trim());
  if (!settings.signup || settings.createUserDir || !root) return undefined;
  return 'signup is on, createUserDir is off and the default scope is the whole root: new users can see every file';
}
