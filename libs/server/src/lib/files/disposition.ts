// Bytes Go's path-segment escaping leaves alone (api-contract §0.4).
const KEEP = /[A-Za-z0-9\-_.~$&+:=@]/;

/**
 * Escapes a file name the way upstream's `Content-Disposition` does: UTF-8, every byte outside
 * `A–Z a–z 0–9 - _ . ~ $ & + : = @` as `%XX` in upper-case hex.
 */
export function escapeFileName(name: string): string {
  let escaped = '';
  for (const byte of new TextEncoder().encode(name)) {
    const char = String.fromCharCode(byte);
    escaped +=
      byte < 0x80 && KEEP.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return escaped;
}

/** `inline` or `attachment` with the RFC 6266 `filename*=utf-8''…` form upstream sends. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename*=utf-8''${escapeFileName(name)}`;
}
