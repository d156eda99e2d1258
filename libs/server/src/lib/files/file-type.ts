import type { ResourceType } from '@file-browser/api-contract';
import mime from 'mime-types';
import { MIME_OVERRIDES } from './mime-table';

/** Files above this size are never offered as text (api-contract §2.2). */
export const MAX_TEXT_SIZE = 10 * 1024 * 1024;

// Magic numbers for files without a known extension, the common cases of WHATWG sniffing.
const SIGNATURES: readonly (readonly [string, readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/bmp', [0x42, 0x4d]],
];

/** MIME type from a file name, case-insensitively, with upstream's overrides. */
export function mimeFromName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  if (dot === -1) return undefined;
  const extension = name.slice(dot).toLowerCase();
  return MIME_OVERRIDES[extension] ?? (mime.lookup(extension) || undefined);
}

/** MIME type from the first bytes of a file, for names that say nothing. */
export function sniffMime(header: Uint8Array): string | undefined {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, index) => header[index] === byte)) return type;
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/**
 * Upstream's "is this binary?" test on the first ≤512 bytes: any code point up to 8, or an
 * invalid UTF-8 sequence, means binary, except a multi-byte character cut off at the end of
 * the sample (at most the last 4 characters, all invalid). Listings run it for many files, so
 * plain ASCII is settled on the bytes and nothing is allocated per character.
 */
export function looksBinary(header: Uint8Array): boolean {
  let ascii = true;
  for (const byte of header) {
    // Bytes 0–8 only ever encode U+0000–U+0008 in UTF-8, so they decide without decoding.
    if (byte <= 8) return true;
    if (byte >= 0x80) ascii = false;
  }
  if (ascii) return false;
  let count = 0;
  let firstBad = -1;
  let allBadSinceFirst = true;
  for (const char of utf8.decode(header)) {
    if (char === '\uFFFD') {
      if (firstBad === -1) firstBad = count;
    } else if (firstBad !== -1) {
      allBadSinceFirst = false;
    }
    count++;
  }
  if (firstBad === -1) return false;
  return !(count - firstBad <= 4 && allBadSinceFirst);
}

/**
 * Extensions shared by source code and video: `.ts` and `.mts` are TypeScript as often as MPEG
 * transport streams (`.m2ts` is only ever video). Their first bytes decide.
 */
const SHARED_EXTENSIONS = new Set(['.ts', '.mts']);

function sharedExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot !== -1 && SHARED_EXTENSIONS.has(name.slice(dot).toLowerCase());
}

/**
 * True when the bytes are an MPEG transport stream: the sync byte 0x47 opening every packet,
 * 188 bytes apart (`.ts`), or 192 apart after a 4-byte timecode (BDAV/AVCHD `.mts`).
 */
function isTransportStream(header: Uint8Array): boolean {
  const synced = (first: number, packet: number) => {
    if (header.length <= first) return false;
    for (let at = first; at < header.length; at += packet) if (header[at] !== 0x47) return false;
    return true;
  };
  return synced(0, 188) || synced(4, 192);
}

/**
 * The MIME type of a file by its name, else by its first bytes (`header`, read when
 * {@link mimeNeedsHeader} says so): a `.ts`/`.mts` whose first bytes are text rather than a
 * transport stream is source code, `text/plain`, not video. Both listings and downloads use it.
 */
export function mimeOf(name: string, header?: Uint8Array): string | undefined {
  if (header && sharedExtension(name) && !isTransportStream(header) && !looksBinary(header)) {
    return 'text/plain';
  }
  return mimeFromName(name) ?? (header ? sniffMime(header) : undefined);
}

/** Whether {@link mimeOf} needs a file's first bytes: its name does not settle its type. */
export function mimeNeedsHeader(name: string): boolean {
  return sharedExtension(name) || mimeFromName(name) === undefined;
}

/** The MIME type a file is classified by ({@link mimeOf}), or none. */
function classifyingMime(input: TypeInput): string {
  return mimeOf(input.name, input.header) ?? '';
}

/** Everything needed to classify one regular file. */
export interface TypeInput {
  name: string;
  size: number;
  /** Up to 512 leading bytes, or undefined when the caller chose not to read them. */
  header?: Uint8Array;
  /** Whether the user may modify files; decides between `text` and `textImmutable`. */
  canModify: boolean;
}

/** Classifies a regular file (api-contract §2.2, step 4). */
export function detectType(input: TypeInput): ResourceType {
  const mimeType = classifyingMime(input);
  if (mimeType.startsWith('video')) return 'video';
  if (mimeType.startsWith('audio')) return 'audio';
  if (mimeType.startsWith('image')) return 'image';
  if (mimeType.endsWith('pdf')) return 'pdf';
  const textual = mimeType.startsWith('text') || (input.header ? !looksBinary(input.header) : true);
  if (textual && input.size <= MAX_TEXT_SIZE) return input.canModify ? 'text' : 'textImmutable';
  return 'blob';
}

/**
 * True when classifying needs the file's first bytes, i.e. the name alone does not settle it:
 * media, PDF and `text/*` names are decided by the name (and the size), so listings skip the
 * read for them; `.ts` and `.mts` are read, being TypeScript or video.
 */
export function needsHeader(name: string): boolean {
  if (sharedExtension(name)) return true;
  const mimeType = mimeFromName(name) ?? '';
  return !/^(video|audio|image|text)/.test(mimeType) && !mimeType.endsWith('pdf');
}
