import { posix, resolve } from 'node:path';
import type { DirEntry, Storage } from '../ports/storage';

// Upstream's pattern: any character, then vtt/srt/ass/ssa at the end (the dot is a wildcard).
const SUBTITLE = /.(vtt|srt|ass|ssa)$/i;
const SUBS_FOLDER = /^(subs|subtitles)$/i;

/** True for names upstream treats as subtitle files (api-contract §2.6). */
export function isSubtitleName(name: string): boolean {
  return SUBTITLE.test(name);
}

async function entriesOf(storage: Storage, location: string): Promise<DirEntry[]> {
  try {
    return await storage.list(location);
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
  storage: Storage,
  dirReal: string,
  dirVirtual: string,
  visible: (virtualPath: string) => boolean,
  siblings?: readonly DirEntry[],
): Promise<SubtitleIndex> {
  const candidates: Candidate[] = [];
  for (const entry of siblings ?? (await entriesOf(storage, dirReal))) {
    if (entry.isFile() && isSubtitleName(entry.name)) {
      candidates.push({ virtualPath: posix.join(dirVirtual, entry.name), mustMatch: entry.name });
    }
    if (!entry.isDirectory() || !SUBS_FOLDER.test(entry.name)) continue;
    const subsVirtual = posix.join(dirVirtual, entry.name);
    const subsReal = resolve(dirReal, entry.name);
    for (const inner of await entriesOf(storage, subsReal)) {
      const innerVirtual = posix.join(subsVirtual, inner.name);
      if (inner.isFile() && isSubtitleName(inner.name)) {
        candidates.push({ virtualPath: innerVirtual, mustMatch: undefined });
      }
      if (!inner.isDirectory()) continue;
      for (const deep of await entriesOf(storage, resolve(subsReal, inner.name))) {
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

/**
 * Decodes subtitle bytes: a UTF-8 or UTF-16 byte-order mark wins, then strict UTF-8, and
 * anything else is read as Latin-1 (the usual encoding of old SRT files), so a file always
 * decodes to something readable.
 */
export function decodeSubtitle(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

const SRT_TIME = /(\d{1,2}:\d{2}:\d{2})[,.](\d{1,3})/g;

/** SubRip to WebVTT: `<br>` variants become line breaks, `,` in times becomes `.`. */
export function srtToVtt(text: string): string {
  const body = text
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*[^>]*\/?>/gi, '\n')
    .split('\n')
    .map((line) =>
      line.includes('-->')
        ? line.replace(
            SRT_TIME,
            (_m, hms: string, ms: string) => `${hms.padStart(8, '0')}.${ms.padEnd(3, '0')}`,
          )
        : line,
    )
    .join('\n');
  return `WEBVTT\n\n${body.trim()}\n`;
}

function assTime(value: string): string | null {
  const match = /^(\d+):(\d{2}):(\d{2})[.:](\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [, h = '0', m = '00', s = '00', cs = '0'] = match;
  return `${h.padStart(2, '0')}:${m}:${s}.${cs.padEnd(2, '0')}0`;
}

/**
 * SubStation Alpha (`.ass`/`.ssa`) to WebVTT: the `Dialogue` lines of `[Events]`, read by the
 * section's `Format` line; style overrides (`{…}`) dropped, `\N` and `\n` turned into breaks.
 */
export function assToVtt(text: string): string {
  let fields: string[] = [];
  const cues: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const kind = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (kind === 'format') fields = value.split(',').map((field) => field.trim().toLowerCase());
    if (kind !== 'dialogue' || fields.length === 0) continue;
    const parts = value.split(',');
    const cell = (name: string) => parts[fields.indexOf(name)] ?? '';
    const textAt = fields.indexOf('text');
    const start = assTime(cell('start'));
    const end = assTime(cell('end'));
    if (!start || !end || textAt < 0) continue;
    const said = parts
      .slice(textAt)
      .join(',')
      .replace(/\{[^}]*\}/g, '')
      .replace(/\\[Nn]/g, '\n');
    cues.push(`${start} --> ${end}\n${said.trim()}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
