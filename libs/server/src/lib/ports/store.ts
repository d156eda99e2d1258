import type { z } from 'zod';
import type { Permissions, Rule, Sorting } from '@file-browser/api-contract';

/** A user as the server keeps it: the wire fields plus the password hash and session epoch. */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  /** Home folder relative to the server root; `.` is the root itself. */
  scope: string;
  locale: string;
  viewMode: string;
  singleClick: boolean;
  redirectAfterCopyMove: boolean;
  perm: Permissions;
  commands: string[];
  lockPassword: boolean;
  hideDotfiles: boolean;
  dateFormat: boolean;
  sorting: Sorting;
  rules: Rule[];
  aceEditorTheme: string;
  /** Bumped to revoke every token issued before (logout everywhere, password change). */
  sessionEpoch: number;
  /** When the record last changed (ms since the epoch); older tokens are told to renew. */
  updatedAt: number;
}

/**
 * A user's preferences and rights that the client reads from its session token, besides `id`
 * and `username` (auth/tokens.ts): never the password, scope or rules.
 */
export const TOKEN_PROFILE_FIELDS = [
  'locale',
  'viewMode',
  'singleClick',
  'redirectAfterCopyMove',
  'perm',
  'commands',
  'lockPassword',
  'hideDotfiles',
  'dateFormat',
  'aceEditorTheme',
] as const satisfies readonly (keyof UserRecord)[];

/**
 * Everything of a user but its name, password hash, scope and session bookkeeping: the token's
 * fields plus `sorting` and `rules`. The SQL drivers keep these as one JSON `profile` column.
 */
export const PROFILE_FIELDS = [...TOKEN_PROFILE_FIELDS, 'sorting', 'rules'] as const;

/** The named fields of `user` and no others, so nothing unnamed (a password hash) slips in. */
export function pickFields<T, K extends keyof T>(user: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = user[field];
  return picked;
}

/** The one renewal a revoked token keeps: the token's digest (`tokenDigest`) and a deadline. */
export interface RenewOnce {
  digest: string;
  /** Milliseconds since the epoch. */
  until: number;
}

/** What a caller supplies to create a user; the store assigns the id. */
export type NewUser = Omit<UserRecord, 'id' | 'sessionEpoch' | 'updatedAt'>;

/** A write the store refused because a unique value (username, home folder) is taken. */
export class StoreConflictError extends Error {
  constructor(readonly field: 'username' | 'scope') {
    super(`a user with this ${field} already exists`);
    this.name = 'StoreConflictError';
  }
}

/** Users, looked up by id or exact username. */
export interface UserRepository {
  count(): Promise<number>;
  /** Every user, by id. */
  list(): Promise<UserRecord[]>;
  getById(id: number): Promise<UserRecord | undefined>;
  getByUsername(username: string): Promise<UserRecord | undefined>;
  /**
   * Adds a user; throws StoreConflictError when the username is taken or, with `uniqueScope`,
   * when another user's scope equals this one ignoring case (checked and written atomically).
   */
  create(user: NewUser, options?: { uniqueScope?: boolean }): Promise<UserRecord>;
  /** Writes every field but the epoch; stamps `updatedAt`. Throws StoreConflictError on a taken name. */
  update(user: Omit<UserRecord, 'sessionEpoch' | 'updatedAt'>): Promise<UserRecord>;
  /**
   * Revokes every token of the user issued so far and returns the new epoch. With `renewOnce`,
   * the one token it names may still renew once before its deadline; without, any such
   * allowance left from an earlier bump is dropped.
   */
  bumpSessionEpoch(id: number, renewOnce?: RenewOnce): Promise<number>;
  /**
   * Uses up the renewal `bumpSessionEpoch` left to the token with this digest: true once, and
   * only before its deadline (checked and cleared in one statement, so two racing renewals
   * cannot both have it).
   */
  takeRenewOnce(id: number, digest: string, now: number): Promise<boolean>;
  /** Removes a user; false when there was none. */
  delete(id: number): Promise<boolean>;
}

/** Server-wide key/value settings, stored as JSON and checked against a schema when read. */
export interface SettingsRepository {
  get<S extends z.ZodType>(key: string, schema: S): Promise<z.infer<S> | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

/** A share link as stored (api-contract §4.1); the secrets never leave the server. */
export interface ShareRecord {
  /** 8 URL-safe characters from a CSPRNG. */
  hash: string;
  /** Owner-scope path as canonicalised at creation (trailing slash kept). */
  path: string;
  userId: number;
  /** Unix seconds; 0 = never. */
  expire: number;
  /** bcrypt hash, `''` without a password. */
  passwordHash: string;
  /** Download token (128 URL-safe characters), `''` without a password. */
  token: string;
  /** Real location at creation: the share dies when the object there goes away (K38, K39). */
  real: string;
  /** Device, inode and birth time at creation, to notice a folder replaced behind the link. */
  targetId: string;
}

/** Share links. Deleting a user deletes their shares. */
export interface ShareRepository {
  create(share: ShareRecord): Promise<void>;
  get(hash: string): Promise<ShareRecord | undefined>;
  /** Every share, by owner id then expiry. */
  list(): Promise<ShareRecord[]>;
  listByUser(userId: number): Promise<ShareRecord[]>;
  /** Removes one share; false when there was none. */
  delete(hash: string): Promise<boolean>;
  /** Removes every share whose real location is `real` or lies below it; returns how many. */
  deleteUnder(real: string): Promise<number>;
  /** Removes shares with `0 < expire <= now` (Unix seconds). */
  deleteExpired(now: number): Promise<void>;
}

/**
 * Temp files in flight (an upload, a save or a copy being written beside its target): recorded
 * before the first byte and forgotten once renamed or removed, so a crash leaves a list.
 */
export interface TempJournal {
  add(path: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Every recorded path, forgetting them all. */
  takeAll(): Promise<string[]>;
}

/** Device and inode (decimal strings: they do not fit a JSON number), naming one file. */
export interface FileIdentity {
  dev: string;
  ino: string;
}

/**
 * A tus upload in progress as the store keeps it; its bytes so far are the upload's part file
 * in the staging folder (the Storage port), so the offset is the part's size, not a field here.
 */
export interface TusUploadRecord {
  /** Derived from the real target path: the identity cleanup works by (40 hex digits). */
  id: string;
  /** Real path the upload becomes when complete (kept for diagnosis; never re-resolved). */
  target: string;
  /** Declared `Upload-Length`. */
  length: number;
  /** Whether the POST said `override=true`. */
  override: boolean;
  /** Id of the user who started it; absent for uploads staged before it was recorded. */
  owner?: number;
  /** The file that takes the target's name when placed, recorded before placing starts. */
  placing?: FileIdentity;
  /**
   * When the record was written (ms since the epoch). The upload's last use is the part file's
   * modification time (HEAD and PATCH touch it): idle cleanup takes the later of the two.
   */
  recordedAt: number;
}

/**
 * Uploads in progress by id. Every write is durable when it returns: `setPlacing` must be on
 * disk before the placing it announces starts, so a crash at any point is recoverable.
 */
export interface TusUploadRepository {
  /** Records an upload, replacing any record with the same id. */
  put(upload: TusUploadRecord): Promise<void>;
  get(id: string): Promise<TusUploadRecord | undefined>;
  /** Records the file about to be placed at the target; false when there is no such upload. */
  setPlacing(id: string, placing: FileIdentity): Promise<boolean>;
  /** Removes a record; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** Every upload, by id (idle cleanup walks them). */
  list(): Promise<TusUploadRecord[]>;
  count(): Promise<number>;
}

/**
 * Everything the server persists, as repositories. SQLite implements it (drivers/sqlite); a
 * PostgreSQL store for several nodes would be another driver passing
 * src/testing/contracts/store-contract.
 */
export interface Store {
  users: UserRepository;
  settings: SettingsRepository;
  shares: ShareRepository;
  temps: TempJournal;
  tusUploads: TusUploadRepository;
  close(): Promise<void>;
}
