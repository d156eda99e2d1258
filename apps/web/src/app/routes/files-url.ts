import { encodePath } from '@file-browser/api-client';

/** The app URL of a scope path: `/files` plus the path, each segment percent-encoded. */
export function filesURL(path: string): string {
  return `/files${encodePath(path)}`;
}
