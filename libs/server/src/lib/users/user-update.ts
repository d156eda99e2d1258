import { USER_FIELDS } from '@file-browser/api-contract';
import type { UserData, UserField } from '@file-browser/api-contract';
import { hashPassword, passwordProblem } from './password';
import { HttpError } from '../core/http-error';
import type { UserRecord } from '../ports/store';
import { checkUsername, normaliseScope } from './homes';
import { checkSharePermission, normaliseUserFields } from './new-user';

/** `which` resolved: every field (`[]` or `["all"]`) or the named ones. */
export type UpdateFields = 'all' | UserField[];

/** Fields whose change needs the current password (security-requirements K58). */
const SENSITIVE: ReadonlySet<UserField> = new Set([
  'username',
  'password',
  'scope',
  'commands',
  'perm',
  'rules',
  'lockPassword',
]);

/** What a non-admin may change about themselves (api-contract §5.3). */
const SELF_EDITABLE: ReadonlySet<UserField> = new Set([
  'password',
  'locale',
  'viewMode',
  'singleClick',
  'redirectAfterCopyMove',
  'sorting',
  'hideDotfiles',
  'dateFormat',
  'aceEditorTheme',
]);

const BY_LOWER_CASE = new Map<string, UserField>(
  USER_FIELDS.map((name) => [name.toLowerCase(), name]),
);

/**
 * Resolves `which` case-insensitively (K58). differs from upstream: an unknown name is 400,
 * not 500.
 */
export function resolveWhich(which: readonly string[] | null | undefined): UpdateFields {
  if (!which || which.length === 0) return 'all';
  if (which.some((name) => name.toLowerCase() === 'all')) return 'all';
  return which.map((name) => {
    const field = BY_LOWER_CASE.get(name.toLowerCase());
    if (!field) throw new HttpError(400, `unknown user field "${name}"`);
    return field;
  });
}

/** True when the update needs the requester's current password. */
export function needsCurrentPassword(fields: UpdateFields): boolean {
  return fields === 'all' || fields.some((field) => SENSITIVE.has(field));
}

/**
 * Refuses (403) what a non-admin may not do to their own record (K64): full updates, any field
 * outside the cosmetic ones, and a password change when the password is locked.
 */
export function checkSelfService(fields: UpdateFields, requester: UserRecord): void {
  if (requester.perm.admin) return;
  if (fields === 'all' || fields.some((field) => !SELF_EDITABLE.has(field))) {
    throw new HttpError(403);
  }
  if (fields.includes('password') && requester.lockPassword) throw new HttpError(403);
}

type Editable = Omit<UserRecord, 'sessionEpoch' | 'updatedAt'>;

function assign(target: Editable, field: UserField, data: UserData): void {
  if (field === 'password') return;
  const value = data[field];
  if (value === undefined) throw new HttpError(400, `data.${field} is missing`);
  if (field === 'commands' || field === 'rules') {
    (target as unknown as Record<string, unknown>)[field] = value ?? [];
    return;
  }
  if (value === null) throw new HttpError(400, `data.${field} is missing`);
  (target as unknown as Record<string, unknown>)[field] = value;
}

/**
 * Applies an update to a stored user and returns the new record and whether the password
 * changed. With `all`, absent fields keep their value and an empty password keeps the hash.
 */
export async function applyUserUpdate(
  current: UserRecord,
  fields: UpdateFields,
  data: UserData,
  minimumPasswordLength: number,
): Promise<{ user: Editable; passwordChanged: boolean }> {
  const { sessionEpoch: _epoch, updatedAt: _updated, ...next } = current;
  const names = fields === 'all' ? USER_FIELDS.filter((name) => data[name] !== undefined) : fields;
  if (fields === 'all' || fields.includes('perm')) checkSharePermission(data.perm);
  for (const field of names) assign(next, field, data);
  checkUsername(next.username);
  next.scope = normaliseScope(next.scope);
  const password = data.password ?? '';
  const wantsPassword = fields === 'all' ? password !== '' : fields.includes('password');
  if (wantsPassword) {
    const problem = passwordProblem(password, minimumPasswordLength);
    if (problem) throw new HttpError(400, problem);
    next.passwordHash = await hashPassword(password);
  }
  return { user: normaliseUserFields(next), passwordChanged: wantsPassword };
}
