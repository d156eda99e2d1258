import { userSchema } from '@file-browser/api-contract';
import { resolve } from 'node:path';
import { z } from 'zod';
// The contract's schemas are zod/mini: its functions reshape them.
import { extend, omit, string } from 'zod/mini';
import { AUTH_CONFIG_KEY, authConfigSchema } from '../auth/auth-config';
import {
  SETTINGS_KEY,
  defaultGlobalSettings,
  globalSettingsSchema,
} from '../settings/global-settings';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import type { Store } from '../ports/store';
import { hostFileExists, removeHostFile, renameHostFile } from '../host/host-files';

/** What `config export` writes and `config import` reads; bump `version` on any change. */
export const CONFIG_FORMAT = 'file-browser-config';
export const CONFIG_FORMAT_VERSION = 1;

/** A user as exported: the wire user without `password`, with the bcrypt hash. */
const exportedUserSchema = extend(omit(userSchema, { password: true }), {
  passwordHash: string(),
});

const exportedShareSchema = z.object({
  hash: z.string().min(1),
  path: z.string(),
  /** The `id` of the owner in this document's `users`. */
  userId: z.number().int(),
  expire: z.number().int().nonnegative(),
  passwordHash: z.string(),
  token: z.string(),
  real: z.string(),
  targetId: z.string(),
});

const configDocumentSchema = z.object({
  format: z.literal(CONFIG_FORMAT),
  version: z.literal(CONFIG_FORMAT_VERSION),
  settings: globalSettingsSchema,
  auth: authConfigSchema,
  users: z.array(exportedUserSchema),
  shares: z.array(exportedShareSchema),
});

/** Everything a database holds that outlives a restart but the signing key and sessions. */
export type ConfigDocument = z.infer<typeof configDocumentSchema>;

/** The users, settings and shares of the database at `database`, as one document. */
export async function exportConfig(database: string): Promise<ConfigDocument> {
  const store = openSqliteStore(resolve(database));
  try {
    const settings = await store.settings.get(SETTINGS_KEY, globalSettingsSchema);
    const users = await store.users.list();
    return {
      format: CONFIG_FORMAT,
      version: CONFIG_FORMAT_VERSION,
      settings: settings ?? defaultGlobalSettings(),
      auth: (await store.settings.get(AUTH_CONFIG_KEY, authConfigSchema)) ?? { method: 'json' },
      users: users.map(({ sessionEpoch: _epoch, updatedAt: _at, ...user }) => user),
      shares: await store.shares.list(),
    };
  } finally {
    await store.close();
  }
}

/** The document checked whole: shape, unique names and hashes, owners that exist. */
function checkedDocument(input: unknown): ConfigDocument {
  const parsed = configDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'document';
    throw new Error(`${where}: ${issue?.message ?? 'invalid'}`);
  }
  const document = parsed.data;
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const user of document.users) {
    if (user.username.trim() === '') throw new Error(`user ${String(user.id)} has no username`);
    if (names.has(user.username)) throw new Error(`user "${user.username}" appears twice`);
    if (ids.has(user.id)) throw new Error(`user id ${String(user.id)} appears twice`);
    names.add(user.username);
    ids.add(user.id);
  }
  const hashes = new Set<string>();
  for (const share of document.shares) {
    if (!ids.has(share.userId)) {
      throw new Error(
        `share ${share.hash} belongs to user id ${String(share.userId)}, not in users`,
      );
    }
    if (hashes.has(share.hash)) throw new Error(`share ${share.hash} appears twice`);
    hashes.add(share.hash);
  }
  return document;
}

async function write(store: Store, document: ConfigDocument): Promise<void> {
  await store.settings.set(SETTINGS_KEY, document.settings);
  await store.settings.set(AUTH_CONFIG_KEY, document.auth);
  // Users are renumbered in their old order (gaps close), so one at a time; shares follow
  // their owner.
  const newIds = new Map<number, number>();
  for (const { id, ...user } of [...document.users].sort((a, b) => a.id - b.id)) {
    newIds.set(id, (await store.users.create(user)).id);
  }
  for (const share of document.shares) {
    await store.shares.create({ ...share, userId: newIds.get(share.userId) ?? share.userId });
  }
}

/**
 * Recreates a document's users, settings and shares in the database at `database`, which must
 * hold no users yet. All or nothing: it is built in a file beside the target and renamed over
 * it only once complete, so a refused document or a failed write leaves the target as it was.
 */
export async function importConfig(
  database: string,
  input: unknown,
): Promise<{ users: number; shares: number }> {
  const document = checkedDocument(input);
  const target = resolve(database);
  if (hostFileExists(target)) {
    const existing = openSqliteStore(target);
    let count: number;
    try {
      count = await existing.users.count();
    } finally {
      await existing.close();
    }
    if (count > 0) {
      throw new Error(
        `${target} already has ${String(count)} user(s): import into a new database file`,
      );
    }
  }
  const building = `${target}.import-${String(process.pid)}`;
  const discard = () => {
    for (const suffix of ['', '-wal', '-shm']) removeHostFile(building + suffix);
  };
  discard();
  try {
    const store = openSqliteStore(building);
    try {
      await write(store, document);
    } finally {
      // Closing the last connection folds the WAL into the file, so the rename moves it all.
      await store.close();
    }
    renameHostFile(building, target);
  } finally {
    discard();
  }
  return { users: document.users.length, shares: document.shares.length };
}
