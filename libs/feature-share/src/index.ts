/**
 * @file-browser/feature-share: the public share view (anonymous visitors opening a share link):
 * the password card, the shared file or folder, and public download links.
 */
export { ShareView } from './lib/view/share-view';
export type { ShareViewProps } from './lib/view/share-view';

/**
 * `parseSharePath` splits `/share/<hash>/<path…>` into the hash and the decoded path inside the
 * share; `sharePagePath` is its inverse, encoding each segment.
 */
export { parseSharePath, sharePagePath } from './lib/links/share-path';
/** Result of {@link parseSharePath}. */
export type { SharePath } from './lib/links/share-path';
