import type { ResourceType } from '@file-browser/api-contract';
import type { EntryStats } from '../ports/storage';

/** What the cache reads of a file's stats (listings keep just these while a type is open). */
export type TypeKey = Pick<EntryStats, 'dev' | 'ino' | 'size' | 'mtimeNs' | 'ctimeNs'>;

/** About 100 bytes an entry: a few tens of MB at most, for listings of several huge folders. */
const CAPACITY = 250_000;

/**
 * File times tick coarsely (a kernel tick, up to 10 ms), so a file rewritten at the same size
 * right after it was listed can keep its times. Like git's "racily clean" entries, files changed
 * this recently are not remembered.
 */
const SETTLE_NS = 2_000_000_000n;

interface Remembered {
  version: string;
  type: ResourceType;
}

/**
 * What header sniffing decided about files, so listing a big folder again does not re-read the
 * first 512 bytes of every file whose name says nothing (the client reloads the listing after
 * every change). Keyed by the file's identity (device and inode) and trusted only while its
 * name, size, mtime and ctime are unchanged: any write changes ctime, which no one can set
 * back (and files changed in the last two seconds are not remembered). One per server
 * (ServerContext.headerTypes), whichever user asks; the oldest entry goes first when full.
 */
export class HeaderTypeCache {
  private readonly entries = new Map<string, Remembered>();

  constructor(private readonly capacity = CAPACITY) {}

  get(name: string, stats: TypeKey): ResourceType | undefined {
    const remembered = this.entries.get(identity(stats));
    return remembered?.version === version(name, stats) ? remembered.type : undefined;
  }

  set(name: string, stats: TypeKey, type: ResourceType, nowMs = Date.now()): void {
    if (BigInt(Math.floor(nowMs)) * 1_000_000n - stats.ctimeNs < SETTLE_NS) return;
    const key = identity(stats);
    this.entries.delete(key);
    this.entries.set(key, { version: version(name, stats), type });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

const identity = (stats: TypeKey) => `${String(stats.dev)}:${String(stats.ino)}`;

const version = (name: string, stats: TypeKey) =>
  `${name}\0${String(stats.size)}:${String(stats.mtimeNs)}:${String(stats.ctimeNs)}`;
