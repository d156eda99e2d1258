import { basename, dirname, join, posix, sep } from 'node:path';
import { HttpError } from '../core/http-error';
import { isInside, leadsNowhere } from '../core/path-checks';
import type { Storage } from '../ports/storage';
import { HeaderTypeCache } from './header-type-cache';
import { OwnFiles } from './own-files';
import { isTempName } from '../core/temp-names';

/**
 * Canonicalises a request path (api-contract §0.2): absolute, `.`/`..`/`//` collapsed, never
 * above `/`, trailing slash kept when the raw path had one (POST uses it to mean "folder").
 * `\` is an ordinary name character on POSIX, so it is left alone.
 */
export function canonicalPath(raw: string): string {
  const cleaned = posix.normalize(`/${raw}`);
  // normalize keeps a trailing slash; collapse `/` to itself and add one back if it was lost.
  const trailing = raw.endsWith('/') && cleaned !== '/';
  const withoutSlash = cleaned.length > 1 ? cleaned.replace(/\/+$/, '') : cleaned;
  return trailing ? `${withoutSlash}/` : withoutSlash;
}

/**
 * Decodes the path part of a URL exactly once. Malformed escapes and NUL bytes are refused
 * (security-requirements K10) rather than guessed at.
 */
export function decodeUrlPath(encoded: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw new HttpError(400, 'malformed percent-encoding in path');
  }
  if (decoded.includes('\0')) throw new HttpError(400, 'NUL byte in path');
  return decoded;
}

/** Joins a scope-relative path onto a root so that no `..` can climb above the root. */
export function joinInside(root: string, relative: string): string {
  const clamped = posix.normalize(`/${relative}`);
  return clamped === '/' ? root : root + clamped.replace(/\/+$/, '').split('/').join(sep);
}

/**
 * What one server keeps about the files it serves, for its life: never shared with another
 * server in the process, as it could not be with one in another process (issue 31).
 */
export interface ServerFiles {
  ownFiles: OwnFiles;
  headerTypes: HeaderTypeCache;
}

/** Longest name of one entry on the file systems served (NAME_MAX on Linux). */
const NAME_MAX_BYTES = 255;
/** Longest path the OS takes, less the terminating NUL (PATH_MAX on Linux). */
const PATH_MAX_BYTES = 4095;

/**
 * The one resolver every route uses to turn a user's virtual path into a real location on disk.
 * Lexical confinement first, then the real path (all symlinks resolved, ancestors included)
 * must stay inside the root, or the request is refused with 403.
 */
export class PathResolver {
  private constructor(
    readonly storage: Storage,
    readonly root: string,
    /** The server's own files (issue 27): nobody's, whatever the scope. */
    readonly ownFiles: OwnFiles,
    /** What header sniffing decided about the server's files, for listings and file info. */
    readonly headerTypes: HeaderTypeCache,
  ) {}

  /**
   * Builds a resolver for an existing folder, whose own real path becomes the jail. A server
   * passes what it keeps about its files (its ServerContext); without it, no file is the
   * server's own and nothing sniffed is remembered beyond this resolver.
   */
  static async forRoot(
    storage: Storage,
    root: string,
    server: ServerFiles = { ownFiles: new OwnFiles(), headerTypes: new HeaderTypeCache() },
  ): Promise<PathResolver> {
    const real = await storage.realpath(root);
    return new PathResolver(storage, real, server.ownFiles, server.headerTypes);
  }

  /**
   * The lexical location of `virtualPath`, without touching the disk. A name longer than the
   * file system allows is a 400 and a path longer than the OS takes a 414, each with its cause,
   * so no route gets as far as the disk's own error. A name of the server's temp pattern is
   * never anyone's: reads find nothing there (404) and writes may not create one (400).
   */
  lexical(virtualPath: string, forWrite = false): string {
    const names = virtualPath.split('/');
    if (names.some((name) => Buffer.byteLength(name) > NAME_MAX_BYTES)) {
      throw new HttpError(400, `a name may be at most ${NAME_MAX_BYTES} bytes long`);
    }
    if (names.some(isTempName)) {
      throw forWrite
        ? new HttpError(400, "names like .fb-….tmp are the server's own")
        : new HttpError(404);
    }
    const location = joinInside(this.root, virtualPath);
    if (Buffer.byteLength(location) > PATH_MAX_BYTES) {
      throw new HttpError(414, `a path may be at most ${PATH_MAX_BYTES} bytes long on the disk`);
    }
    return location;
  }

  /**
   * Resolves an existing path for reading: 404 when it (or its link target) does not exist,
   * 403 when its real location lies outside the root.
   */
  async existing(virtualPath: string): Promise<string> {
    let real: string;
    try {
      real = await this.storage.realpath(this.lexical(virtualPath));
    } catch (error) {
      if (leadsNowhere(error)) throw new HttpError(404);
      throw error;
    }
    if (!isInside(this.root, real)) throw new HttpError(403);
    // The server's own files (database, index, staging) are nobody's to read (issue 27).
    if (this.ownFiles.has(real)) throw new HttpError(404);
    return real;
  }

  /**
   * Resolves a path about to be written or created, which may not exist yet (api-contract
   * §11.1). An existing path must resolve inside the root; a missing one is judged by the real
   * path of its nearest existing ancestor. A symlink that leads nowhere is refused with 403 at
   * any level, so a write can never follow a link to create something outside
   * (security-requirements K13). Returns the real location to write to.
   */
  async writable(virtualPath: string): Promise<string> {
    const lexical = this.lexical(virtualPath, true);
    let missing: string[] = [];
    let existing = lexical;
    for (;;) {
      try {
        await this.storage.lstat(existing);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new HttpError(409);
        if (!leadsNowhere(error) || existing === this.root) throw error;
      }
      missing = [basename(existing), ...missing];
      existing = dirname(existing);
    }
    let real: string;
    try {
      real = await this.storage.realpath(existing);
    } catch (error) {
      // Only a dangling link can exist for lstat yet be missing for realpath.
      if (leadsNowhere(error)) throw new HttpError(403);
      throw error;
    }
    if (!isInside(this.root, real)) throw new HttpError(403);
    const location = missing.length === 0 ? real : join(real, ...missing);
    if (this.ownFiles.has(location)) throw new HttpError(403, OWN_FILES);
    return location;
  }

  /**
   * Where a new entry named by `virtualPath` goes, for operations that replace an entry rather
   * than write into it (copy and move destinations): the parent is resolved like
   * {@link writable}, the final component is never followed. 403 for `/`.
   */
  async writableEntry(virtualPath: string): Promise<string> {
    const bare = virtualPath.replace(/\/+$/, '') || '/';
    if (bare === '/') throw new HttpError(403);
    const location = join(await this.writable(posix.dirname(bare)), posix.basename(bare));
    // Replacing a folder would replace what is in it: one holding the server's files is theirs.
    if (this.ownFiles.heldBy(location)) throw new HttpError(403, OWN_FILES);
    return location;
  }

  /**
   * The location of an existing entry itself, never following a final symlink (for delete and
   * move, which act on a link, not its target). Ancestors must resolve inside the root, and a
   * final link must lead inside the root or nowhere; 404 when missing.
   */
  async entry(virtualPath: string): Promise<string> {
    const bare = virtualPath.replace(/\/+$/, '') || '/';
    if (bare === '/') return this.root;
    this.lexical(bare);
    const parent = await this.existing(posix.dirname(bare));
    const location = join(parent, posix.basename(bare));
    if (this.ownFiles.has(location)) throw new HttpError(404);
    let isLink: boolean;
    try {
      isLink = (await this.storage.lstat(location)).isSymbolicLink();
    } catch (error) {
      if (leadsNowhere(error)) throw new HttpError(404);
      throw error;
    }
    if (isLink) {
      try {
        if (!isInside(this.root, await this.storage.realpath(location))) throw new HttpError(403);
      } catch (error) {
        if (!leadsNowhere(error)) throw error;
      }
    }
    return location;
  }

  /** The scope path of a real location inside the root (`/` for the root itself). */
  virtualOf(real: string): string {
    if (real === this.root) return '/';
    const relative = this.root === sep ? real : real.slice(this.root.length);
    return relative.split(sep).join('/');
  }
}

/** The cause of a refused write to the server's own files. */
export const OWN_FILES = "the server's own files (database, search index, uploads) are kept here";
