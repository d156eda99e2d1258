import type { EntryStats } from '../ports/storage';

/**
 * Upstream's entity tag (api-contract §2.7): the modification time in nanoseconds and the size,
 * each as lower-case hex, concatenated and quoted.
 */
export function etagOf(stats: Pick<EntryStats, 'mtimeNs' | 'size'>): string {
  return `"${stats.mtimeNs.toString(16)}${stats.size.toString(16)}"`;
}
