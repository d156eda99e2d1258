import type pg from 'pg';
import { within } from '../search-shared/index-paths';

/** One write heard on the bus, queued as row `id` of `search_index_pending` once sent. */
interface OwnWrite {
  path: string;
  at: number;
  id: string | null;
  sending: boolean;
}

/**
 * The writes this node heard of on the change bus and the indexer has not applied yet. Each is
 * queued as a row of `search_index_pending`; the indexer deletes the row in the transaction
 * that applies it, so a row gone means the write is in the index. Until then the paths around
 * it are not covered on this node.
 */
export class OwnWrites {
  private readonly writes = new Map<number, OwnWrite>();
  private seq = 0;

  constructor(private readonly pool: pg.Pool) {}

  get size(): number {
    return this.writes.size;
  }

  /** Age of the oldest write not applied yet, in seconds (0 when none). */
  lagSeconds(now: number): number {
    const oldest = this.writes.values().next().value;
    return oldest === undefined ? 0 : (now - oldest.at) / 1000;
  }

  /** A write heard (root-relative path): uncovered from now on, and queued at once. */
  add(path: string): void {
    const write = { path, at: Date.now(), id: null, sending: false };
    this.writes.set(++this.seq, write);
    this.send(write);
  }

  /** Whether a write in or above `path`, or below it, is still being applied. */
  blocks(path: string): boolean {
    for (const write of this.writes.values()) {
      if (within(write.path, path) || within(path, write.path)) return true;
    }
    return false;
  }

  /** Sends the writes not queued yet and forgets the ones whose rows the indexer deleted. */
  async settle(): Promise<void> {
    for (const write of this.writes.values()) if (write.id === null) this.send(write);
    const asked = new Set([...this.writes.values()].flatMap((write) => write.id ?? []));
    if (asked.size === 0) return;
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM search_index_pending WHERE id = ANY($1::bigint[])',
      [[...asked]],
    );
    const left = new Set(rows.map((row) => row.id));
    for (const [seq, write] of this.writes) {
      // Only rows asked about: one sent meanwhile is not gone, just not asked yet.
      if (write.id !== null && asked.has(write.id) && !left.has(write.id)) {
        this.writes.delete(seq);
      }
    }
  }

  private send(write: OwnWrite): void {
    if (write.sending) return;
    write.sending = true;
    void this.insert(write);
  }

  private async insert(write: OwnWrite): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ id: string }>(
        'INSERT INTO search_index_pending (path) VALUES ($1) RETURNING id',
        [write.path],
      );
      write.id = rows[0]?.id ?? null;
    } catch {
      // The database is away: the write stays unsent (and its folders uncovered) until the
      // next settle sends it again.
    } finally {
      write.sending = false;
    }
  }
}
