import type { UserData } from '@file-browser/api-contract';
import { hashPassword, passwordProblem } from './password';
import { HttpError } from '../core/http-error';
import type { GlobalSettings } from '../settings/global-settings';
import type { NewUser } from '../ports/store';
import { checkUsername, homeScopeOf, normaliseScope } from './homes';

/** What is needed to make a user. */
export interface NewUserRequest {
  username: string;
  password: string;
  /** Fields chosen by an admin; anything absent comes from the settings' defaults. */
  data?: UserData;
  /**
   * Self-registered or proxy-provisioned: never admin or execute, no commands
   * (security-requirements K65–K67), whatever the defaults say.
   */
  provisioned?: boolean;
}

/** A user ready for the store, and whether its home was derived from the username. */
export interface PreparedUser {
  user: NewUser;
  /** True when the scope is the per-user home; two users may not share it (409). */
  derivedHome: boolean;
}

/** Upstream's normalisation on save (api-contract §5.1). */
export function normaliseUserFields<T extends Pick<NewUser, 'viewMode' | 'sorting'>>(user: T): T {
  return {
    ...user,
    viewMode: user.viewMode || 'list',
    sorting: { ...user.sorting, by: user.sorting.by || 'name' },
  };
}

/** Refuses `share` without `download` (api-contract §5.3, §12.24). */
export function checkSharePermission(perm: NewUser['perm'] | undefined): void {
  if (perm?.share && !perm.download) {
    throw new HttpError(400, 'permission to share requires permission to download');
  }
}

function scopeFor(settings: GlobalSettings, request: NewUserRequest): PreparedUser['derivedHome'] {
  return (request.data?.scope ?? '').trim() === '' && settings.createUserDir;
}

/**
 * Builds a new user from the settings' defaults and the request: checks the password policy and
 * the share permission, derives the home folder, hashes the password. Throws HttpError(400).
 */
export async function prepareNewUser(
  settings: GlobalSettings,
  request: NewUserRequest,
): Promise<PreparedUser> {
  checkUsername(request.username);
  const problem = passwordProblem(request.password, settings.minimumPasswordLength);
  if (problem) throw new HttpError(400, problem);
  const { defaults } = settings;
  const data = request.data ?? {};
  const derivedHome = scopeFor(settings, request);
  const explicitScope = (data.scope ?? '').trim();
  const scope = derivedHome
    ? homeScopeOf(settings.userHomeBasePath, request.username)
    : normaliseScope(explicitScope || defaults.scope);
  const perm = { ...(data.perm ?? defaults.perm) };
  if (request.provisioned) {
    perm.admin = false;
    perm.execute = false;
  }
  checkSharePermission(perm);
  const user: NewUser = normaliseUserFields({
    username: request.username,
    passwordHash: await hashPassword(request.password),
    scope,
    locale: data.locale ?? defaults.locale,
    viewMode: data.viewMode ?? defaults.viewMode,
    singleClick: data.singleClick ?? defaults.singleClick,
    redirectAfterCopyMove: data.redirectAfterCopyMove ?? defaults.redirectAfterCopyMove,
    perm,
    commands: request.provisioned ? [] : (data.commands ?? defaults.commands),
    lockPassword: data.lockPassword ?? false,
    hideDotfiles: data.hideDotfiles ?? defaults.hideDotfiles,
    dateFormat: data.dateFormat ?? defaults.dateFormat,
    sorting: data.sorting ?? defaults.sorting,
    rules: data.rules ?? [],
    aceEditorTheme: data.aceEditorTheme ?? defaults.aceEditorTheme,
  });
  return { user, derivedHome };
}
