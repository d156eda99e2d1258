/**
 * Encodes a scope path for a URL: each segment with `encodeURIComponent`, slashes kept, so names
 * with `#`, `?`, `%` or spaces survive and a folder's trailing slash stays.
 */
export function encodePath(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
    .replace(/\/{2,}/g, '/');
}
