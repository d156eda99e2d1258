import { allPermissions } from '@file-browser/api-contract';
import type { Permissions } from '@file-browser/api-contract';
import type { UserRecord } from '../ports/store';

/** The user fields a hook may set. */
export type HookFields = Partial<
  Pick<
    UserRecord,
    | 'scope'
    | 'locale'
    | 'viewMode'
    | 'singleClick'
    | 'redirectAfterCopyMove'
    | 'hideDotfiles'
    | 'sorting'
    | 'commands'
    | 'perm'
  >
>;

/** What an auth hook decided (api-contract §1.7). */
export interface HookVerdict {
  /** `auth`: the hook vouches for the user; `block`: refuse; `pass`: check the stored password. */
  action: string;
  /** The `user.*` keys the hook printed, as user fields; empty when it printed none. */
  fields: HookFields;
}

const PERMISSIONS = Object.keys(allPermissions(false)) as (keyof Permissions)[];
const TEXT_FIELDS = ['scope', 'locale', 'viewMode'] as const;
const BOOLEAN_FIELDS = ['singleClick', 'redirectAfterCopyMove', 'hideDotfiles'] as const;

/** Upstream's booleans: only the literal `true` is true. */
const truth = (value: string) => value === 'true';

/**
 * Reads a hook's standard output: `key=value` lines (CRLF tolerated, unknown keys ignored).
 * `user.perm.admin=true` grants every permission. `base` supplies the permissions the hook
 * does not mention, so a hook can change one permission without resetting the others.
 */
export function parseHookOutput(output: string, base: Permissions): HookVerdict {
  const values = new Map<string, string>();
  for (const line of output.split('\n')) {
    const text = line.replace(/\r$/, '');
    const equals = text.indexOf('=');
    if (equals > 0) values.set(text.slice(0, equals).trim(), text.slice(equals + 1).trim());
  }
  const fields: HookFields = {};
  for (const name of TEXT_FIELDS) {
    const value = values.get(`user.${name}`);
    if (value !== undefined) fields[name] = value;
  }
  for (const name of BOOLEAN_FIELDS) {
    const value = values.get(`user.${name}`);
    if (value !== undefined) fields[name] = truth(value);
  }
  const by = values.get('user.sorting.by');
  const asc = values.get('user.sorting.asc');
  if (by !== undefined || asc !== undefined) {
    fields.sorting = { by: by ?? 'name', asc: asc !== undefined && truth(asc) };
  }
  const commands = values.get('user.commands');
  if (commands !== undefined) fields.commands = commands.split(' ').filter(Boolean);
  const perm = { ...base };
  let permissionsGiven = false;
  for (const name of PERMISSIONS) {
    const value = values.get(`user.perm.${name}`);
    if (value === undefined) continue;
    perm[name] = truth(value);
    permissionsGiven = true;
  }
  const admin = values.get('user.perm.admin') === 'true';
  if (permissionsGiven) fields.perm = admin ? allPermissions(true) : perm;
  return { action: values.get('hook.action') ?? '', fields };
}
