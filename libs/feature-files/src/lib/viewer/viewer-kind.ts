import type { FileInfo } from '@file-browser/api-client';

/** How an opened file is shown (spec §2 "Files screen", frontend-behaviour §10). */
export type ViewerKind =
  'editor' | 'markdown' | 'csv' | 'image' | 'video' | 'audio' | 'pdf' | 'epub' | 'blob';

/** CSV files up to this size get the table; larger ones a "too large" card (upstream: 5 MiB). */
export const CSV_TABLE_LIMIT = 5 * 1024 * 1024;

/**
 * Text above this size asks before loading into the editor: the server sends text up to
 * 10 MiB, and a browser tab editing several megabytes becomes sluggish.
 */
export const EDITOR_SIZE_GUARD = 2 * 1024 * 1024;

const extension = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** True for names the editor offers a rendered preview of. */
export function isMarkdownName(name: string): boolean {
  return ['md', 'markdown'].includes(extension(name));
}

/**
 * The view for a file: text and immutable text open in the editor (markdown in the editor
 * with its preview shown), `.csv` as a table, media and PDF in their players, `.epub` in the
 * book reader, anything else a download card. A CSV over the table limit is classed `blob` by
 * the server's 10 MiB text limit or gets the "too large" card from the CSV view, never a blank
 * page.
 */
export function viewerKind(file: Pick<FileInfo, 'name' | 'type'>): ViewerKind {
  const ext = extension(file.name);
  if (ext === 'csv' && (file.type === 'text' || file.type === 'textImmutable')) return 'csv';
  if (file.type === 'text' || file.type === 'textImmutable') {
    return isMarkdownName(file.name) ? 'markdown' : 'editor';
  }
  if (ext === 'pdf' || file.type === 'pdf') return 'pdf';
  if (ext === 'epub') return 'epub';
  if (file.type === 'image' || file.type === 'video' || file.type === 'audio') return file.type;
  if (ext === 'csv') return 'csv';
  return 'blob';
}

/** Kinds the previous/next arrows stop on: the previews, not text (upstream skips text too). */
const STEPPABLE = new Set<ViewerKind>(['image', 'video', 'audio', 'pdf', 'epub', 'blob']);

const steppable = (item: FileInfo) => !item.isDir && STEPPABLE.has(viewerKind(item));

/**
 * The previewable siblings before and after `name` in `ordered` (the listing's display order).
 * Walks out from the file to the nearest steppable item on each side rather than filtering the
 * whole folder, which in a 100,000-entry folder cost ~60 ms per step.
 */
export function neighbours(
  ordered: readonly FileInfo[],
  name: string,
): { previous: FileInfo | undefined; next: FileInfo | undefined } {
  const index = ordered.findIndex((item) => item.name === name);
  const current = ordered[index];
  if (!current || !steppable(current)) return { previous: undefined, next: undefined };
  const nearest = (step: 1 | -1) => {
    for (let at = index + step; at >= 0 && at < ordered.length; at += step) {
      const item = ordered[at];
      if (item && steppable(item)) return item;
    }
    return undefined;
  };
  return { previous: nearest(-1), next: nearest(1) };
}
