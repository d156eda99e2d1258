import { z } from 'zod';
import type { AuthConfig } from './auth/auth-config';
import { AUTH_CONFIG_KEY, authConfigSchema } from './auth/auth-config';
import { DEFAULT_RATE_LIMIT } from './auth/rate-limit';
import type { Bootstrap } from './bootstrap';
import type { Storage } from './ports/storage';
import type { OwnFiles } from './files/own-files';
import type { HeaderTypeCache } from './files/header-type-cache';
import type { FolderCache } from './listing/folder-cache';
import type { AttemptLimiter, Coordination, RateLimitOptions } from './ports/coordination';
import type { SearchIndex } from './ports/search-index';
import type { Store } from './ports/store';

/** Login and signup throttles (security-requirements K52). */
export interface Limiters {
  /** Failed logins per client and username. */
  login: AttemptLimiter;
  /** Failed logins per client, whatever the username (four times the per-user allowance). */
  loginPerClient: AttemptLimiter;
  /** Signup attempts per client, successful or not. */
  signup: AttemptLimiter;
  /** Wrong share passwords per client and share (security-requirements K44). */
  sharePassword: AttemptLimiter;
}

/** Server options about authentication; part of ServerOptions. */
export interface SecurityOptions {
  /** Auth method; without it the one stored by `file-browser config set`, else `json`. */
  auth?: AuthConfig;
  /** Login and signup throttling; tests use small numbers. */
  rateLimit?: Partial<RateLimitOptions>;
  /** The clock the embedded throttles use (ms since the epoch); tests move it. */
  now?: () => number;
}

/** What every route needs: the store, the keys and the resolved options. */
export interface ServerContext extends Bootstrap {
  /** Users, settings, shares and the temp journal (ports/store.ts). */
  store: Store;
  /** Where the served files are (the `local-disk` driver unless the embedder chose another). */
  storage: Storage;
  /**
   * The server's own files on this machine: the database's folder, the preview cache, the
   * built web app and branding folder. Always the local disk, whatever serves the files.
   */
  ownDisk: Storage;
  /** Throttles, locks and change events shared by every process of this server. */
  coordination: Coordination;
  /** Real path of the served folder. */
  root: string;
  // What this server keeps about its files, for its life: each server its own, never shared
  // through the process, as another process could not share it (issue 31).
  /** The server's own files (database, index, staging, previews): nobody's (issue 27). */
  ownFiles: OwnFiles;
  /** File types sniffed from headers, by file identity (listings and file info). */
  headerTypes: HeaderTypeCache;
  /** Folders recently listed; forgotten on the change events of the server's writes. */
  folderCache: FolderCache;
  /** Whether the root's file system ignores case (probed once, on first use). */
  caseInsensitive: () => Promise<boolean>;
  /** Mount prefix without a trailing slash, `''` at the host root. */
  baseURL: string;
  /**
   * Session token lifetime set for this run (the `serve` flag, tests); absent, the stored
   * `tokenExpirationTime` applies, read at each login so a change needs no restart.
   */
  tokenLifetimeSeconds: number | undefined;
  /** Absolute session lifetime from login, renewals included (K53). */
  maxSessionSeconds: number;
  version: string;
  auth: AuthConfig;
  limits: Limiters;
  /** Command runner and event hooks are on (api-contract §8; off unless configured). */
  enableExec: boolean;
  /** Image previews as the web app is told (`EnableThumbs`, `ResizePreview`, api-contract §6.3). */
  previews: { thumbnails: boolean; resizePreview: boolean };
  /** The root's search index (ports/search-index.ts); absent when off (every search walks live). */
  searchIndex?: SearchIndex;
  /** Largest file an upload may write, tus or not (K26; infinite unless configured). */
  maxUploadBytes: number;
  /** Caps on one archive download: entries in it, and time to send it (K34). */
  archiveLimits: ArchiveLimits;
}

/** Caps on one archive download (K34): beyond either, the download is cut off. */
export interface ArchiveLimits {
  maxEntries: number;
  maxMilliseconds: number;
}

/** A million entries, six hours: far beyond a real download, short of a runaway one. */
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 1_000_000,
  maxMilliseconds: 6 * 60 * 60 * 1000,
};

/** Resolves the auth method and names the server's throttles in its coordination. */
export async function securityContext(
  store: Store,
  coordination: Coordination,
  options: SecurityOptions,
): Promise<Pick<ServerContext, 'auth' | 'limits'>> {
  const stored = await store.settings.get(AUTH_CONFIG_KEY, z.unknown());
  const auth = options.auth ?? authConfigSchema.catch({ method: 'json' }).parse(stored);
  const limit = { ...DEFAULT_RATE_LIMIT, ...options.rateLimit };
  const perClient = { ...limit, maxAttempts: limit.maxAttempts * 4 };
  return {
    auth,
    limits: {
      login: coordination.limiter('login', limit),
      loginPerClient: coordination.limiter('login-per-client', perClient),
      signup: coordination.limiter('signup', limit),
      sharePassword: coordination.limiter('share-password', limit),
    },
  };
}
