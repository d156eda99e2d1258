/**
 * Encodings a text file can be shown in: the WHATWG names `TextDecoder` knows, the usual
 * legacy ones of spreadsheets exported on Windows, in Eastern Europe and East Asia.
 */
export const TEXT_ENCODINGS = [
  'utf-8',
  'windows-1252',
  'iso-8859-15',
  'iso-8859-2',
  'windows-1250',
  'windows-1251',
  'koi8-r',
  'shift_jis',
  'euc-jp',
  'gbk',
  'big5',
  'euc-kr',
  'utf-16le',
  'utf-16be',
] as const;

export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

/**
 * The encoding bytes most likely are: a byte-order mark says so; else UTF-8 when they decode
 * as UTF-8 without an error; else windows-1252, the superset of Latin-1 that Excel and most
 * Western tools write (every byte decodes, so it never fails).
 */
export function detectEncoding(bytes: ArrayBuffer): TextEncodingName {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 3));
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The text of `bytes` in `encoding` (a byte-order mark dropped, bad bytes as U+FFFD). */
export function decodeText(bytes: ArrayBuffer, encoding: TextEncodingName): string {
  return new TextDecoder(encoding).decode(bytes);
}
