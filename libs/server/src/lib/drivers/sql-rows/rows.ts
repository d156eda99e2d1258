/**
 * The rows of the store's tables as both SQL drivers lay them out (drivers/sqlite and
 * drivers/postgres share the schema), and the records they stand for. One mapping, so the two
 * drivers cannot drift apart on a field.
 */
import { PROFILE_FIELDS, pickFields } from '../../ports/store';
import type { NewUser, ShareRecord, TusUploadRecord, UserRecord } from '../../ports/store';

/** A whole-number column: SQLite hands it over as a number, `pg` a bigint as a string. */
type Integer = number | string;

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  scope: string;
  profile: string;
  session_epoch: number;
  updated_at: Integer;
}

type Profile = Omit<NewUser, 'username' | 'passwordHash' | 'scope'>;

export function userRecordOf(row: UserRow): UserRecord {
  const profile = JSON.parse(row.profile) as Profile;
  return {
    ...profile,
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    scope: row.scope,
    sessionEpoch: row.session_epoch,
    updatedAt: Number(row.updated_at),
  };
}

/** The fields kept in the JSON `profile` column, picked by name so nothing else leaks in. */
export function profileOf(user: NewUser): string {
  const profile: Profile = pickFields(user, PROFILE_FIELDS);
  return JSON.stringify(profile);
}

export interface ShareRow {
  hash: string;
  path: string;
  user_id: number;
  expire: Integer;
  password_hash: string;
  token: string;
  real: string;
  target_id: string;
}

export function shareRecordOf(row: ShareRow): ShareRecord {
  return {
    hash: row.hash,
    path: row.path,
    userId: row.user_id,
    expire: Number(row.expire),
    passwordHash: row.password_hash,
    token: row.token,
    real: row.real,
    targetId: row.target_id,
  };
}

export interface TusUploadRow {
  id: string;
  target: string;
  length: Integer;
  /** SQLite has no boolean: 0 or 1 there. */
  override: boolean | number;
  owner: number | null;
  placing_dev: string | null;
  placing_ino: string | null;
  recorded_at: Integer;
}

export function tusUploadRecordOf(row: TusUploadRow): TusUploadRecord {
  const record: TusUploadRecord = {
    id: row.id,
    target: row.target,
    length: Number(row.length),
    override: row.override === true || row.override === 1,
    recordedAt: Number(row.recorded_at),
  };
  if (row.owner !== null) record.owner = row.owner;
  if (row.placing_dev !== null && row.placing_ino !== null) {
    record.placing = { dev: row.placing_dev, ino: row.placing_ino };
  }
  return record;
}
