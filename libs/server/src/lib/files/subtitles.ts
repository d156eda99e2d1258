import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { posix, resolve } from 'node:path';

// Upstream's pattern: any character, then vtt/srt/ass/ssa at the end (the dot is a wildcard).
const SUBTITLE = /.(vtt|srt|ass|ssa)$/i;
const SUBS_FOLDER = /^(subs|subtitles)$/i;

/** True for names upstream treats as subtitle files (api-contract §2.6). */
export function isSubtitleName(name: string): boolean {
  return SUBTITLE.test(name);
}

async function entriesOf(location: string): Promise<Dirent[]> {
  try {
    return await readdir(location, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** A subtitle file found in or below a folder, with the name its video's stem must prefix. */
interface Candidate {
  virtualPath: string;
  /** Name that must start with the video's stem; undefined when any video may use it. */
  mustMatch: string | undefined;
}

/** Looks up a video's subtitles without reading the folder again. */
export type SubtitleIndex = (videoName: string) => string[];

/**
 * Reads a folder's subtitle candidates once (api-contract §2.6): sibling files matching the
 * pattern, everything matching in a `subs`/`subtitles` folder, and matches inside that folder's
 * sub-folders, one level down. Each lookup then only scans those few candidates, so a listing
 * with many videos stays linear in the number of entries. Results keep directory order and
 * pass `visible` (rules and hidden files).
 */
export async function indexSubtitles(
  dirReal: string,
  dirVirtual: string,
  visible: (virtualPath: string) => boolean,
  siblings?: readonly Dirent[],
): Promise<SubtitleIndex> {
  const candidates: Candidate[] = [];
  for (const entry of siblings ?? (await entriesOf(dirReal))) {
    if (entry.isFile() && isSubtitleName(entry.name)) {
      candidates.push({ virtualPath: posix.join(dirVirtual, entry.name), mustMatch: entry.name });
    }
    if (!entry.isDirectory() || !SUBS_FOLDER.test(entry.name)) continue;
    const subsVirtual = posix.join(dirVirtual, entry.name);
    const subsReal = resolve(dirReal, entry.name);
    for (const inner of await entriesOf(subsReal)) {
      const innerVirtual = posix.join(subsVirtual, inner.name);
      if (inner.isFile() && isSubtitleName(inner.name)) {
        candidates.push({ virtualPath: innerVirtual, mustMatch: undefined });
      }
      if (!inner.isDirectory()) continue;
      for (const deep of await entriesOf(resolve(subsReal, inner.name))) {
        if (deep.isFile() && isSubtitleName(deep.name)) {
          candidates.push({
            virtualPath: posix.join(innerVirtual, deep.name),
            mustMatch: inner.name,
          });
        }
      }
    }
  }
  const shown = candidates.filter((candidate) => visible(candidate.virtualPath));
  return (videoName) => {
    const dot = videoName.lastIndexOf('.');
    const stem = dot > 0 ? videoName.slice(0, dot) : videoName;
    return shown
      .filter(
        (candidate) => candidate.mustMatch === undefined || candidate.mustMatch.startsWith(stem),
      )
      .map((candidate) => candidate.virtualPath);
  };
}
