import type { Permissions } from '@file-browser/api-contract';
import { HttpError } from '../core/http-error';
import type { ChangeEvents } from '../ports/coordination';
import type { TempJournal, UserRecord } from '../ports/store';
import type { AccessPolicy } from './access';
import { isVisible, policyAllows } from './access';
import type { PathResolver } from './paths';

/** Everything a file route needs about the caller: who, where their scope is, what they see. */
export interface UserFiles {
  user: UserRecord;
  resolver: PathResolver;
  policy: AccessPolicy;
  /** Where writes record their temp files while they exist (crash clean-up at start). */
  temps?: TempJournal;
  /** Where writes announce what they removed or replaced (share clean-up, K36–K39). */
  events: ChangeEvents;
}

/**
 * Resolves a path the request names, the way every read does: the rules and hidden-file
 * preference judge the path (403), it must exist (404) inside the scope (403), and the rules
 * must also allow where it really is, so an in-scope link cannot alias a denied folder
 * (security-requirements K08). Returns the real location.
 */
export async function readable(files: UserFiles, virtualPath: string): Promise<string> {
  if (!isVisible(files.policy, virtualPath)) throw new HttpError(403);
  const real = await files.resolver.existing(virtualPath);
  targetAllowed(files, real);
  return real;
}

/** Throws 403 when the rules deny the scope path of a real location (K08). */
export function targetAllowed(files: UserFiles, real: string): void {
  if (!policyAllows(files.policy, files.resolver.virtualOf(real))) throw new HttpError(403);
}

/** True when the user holds the permission; `admin` implies every other one (api-contract §5.1). */
export function hasPerm(user: UserRecord, name: keyof Permissions): boolean {
  return user.perm.admin || user.perm[name];
}

/** Throws 403 unless the user holds every named permission. */
export function requirePerm(user: UserRecord, ...names: (keyof Permissions)[]): void {
  if (!names.every((name) => hasPerm(user, name))) throw new HttpError(403);
}
