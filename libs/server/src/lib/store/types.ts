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
}

/** What a caller supplies to create a user; the store assigns the id. */
export type NewUser = Omit<UserRecord, 'id' | 'sessionEpoch'>;

/** Users, looked up by id or exact username. */
export interface UserRepository {
  count(): number;
  getById(id: number): UserRecord | undefined;
  getByUsername(username: string): UserRecord | undefined;
  create(user: NewUser): UserRecord;
}

/** Server-wide key/value settings, stored as JSON and checked against a schema when read. */
export interface SettingsRepository {
  get<S extends z.ZodType>(key: string, schema: S): z.infer<S> | undefined;
  set(key: string, value: unknown): void;
}

/**
 * Everything the server persists. SQLite implements it today; a PostgreSQL store for several
 * nodes is another implementation of the same interface.
 */
export interface Store {
  users: UserRepository;
  settings: SettingsRepository;
  close(): void;
}
