/** Where a share URL points: the share's hash and the path inside the share. */
export interface SharePath {
  hash: string;
  /** Decoded path inside the share, starting with `/`; folders keep their trailing `/`. */
  path: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`100%`) is a literal name, not an error.
    return segment;
  }
}

/**
 * Splits a share page's pathname (`/share/<hash>/<path…>`, as the router sees it, without the
 * base URL; the leading `/share` may also be left off) into the hash and the decoded path inside
 * the share. Returns `null` when there is no hash. `/share/abc/My%20Docs/` →
 * `{ hash: 'abc', path: '/My Docs/' }`; `/share/abc` → `{ hash: 'abc', path: '/' }`.
 */
export function parseSharePath(pathname: string): SharePath | null {
  const rest = pathname.replace(/^\/?share(?=\/|$)/, '');
  const segments = rest.split('/').filter((segment) => segment !== '');
  const [hash, ...inside] = segments;
  if (hash === undefined) return null;
  const trailingSlash = inside.length > 0 && rest.endsWith('/');
  const path = `/${inside.map(decodeSegment).join('/')}${trailingSlash ? '/' : ''}`;
  return { hash: decodeSegment(hash), path };
}

/** Percent-encodes each segment of a decoded path, dropping empty ones; keeps a trailing `/`. */
function encodePath(path: string): string {
  if (path === '') return '';
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return '/';
  const encoded = `/${segments.map(encodeURIComponent).join('/')}`;
  return path.endsWith('/') ? `${encoded}/` : encoded;
}

/**
 * The share page's router path of a location inside a share, the inverse of
 * {@link parseSharePath}: `sharePagePath('abc', '/My Docs/')` → `/share/abc/My%20Docs/`.
 */
export function sharePagePath(hash: string, path: string): string {
  const inside = encodePath(path);
  return `/share/${encodeURIComponent(hash)}${inside === '' ? '/' : inside}`;
}
