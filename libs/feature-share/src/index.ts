/**
 * @file-browser/feature-share: the public share view (anonymous visitors opening a share link):
 * the password card, the shared file or folder, and public download links.
 */
export { ShareView } from './lib/view/share-view';
export type { ShareViewProps } from './lib/view/share-view';

/** Splits `/share/<hash>/<path…>` into the hash and the decoded path inside the share. */
export { parseSharePath, sharePagePath } from './lib/links/share-path';
/** Builds `{baseURL}/api/public/dl/{hash}{path}` with per-segment encoding, `token` and `inline`. */
export { publicDownloadUrl } from './lib/links/share-path';
/** Result of {@link parseSharePath} and options of {@link publicDownloadUrl}. */
export type { PublicDownloadOptions, SharePath } from './lib/links/share-path';
