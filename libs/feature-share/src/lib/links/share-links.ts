import type { ApiClient } from '@file-browser/api-client';
import type { ArchiveAlgorithm } from '@file-browser/api-contract';

/** The download links of one opened share (api-contract §4.6). */
export interface ShareLinks {
  /** A file of the share (or the shared file itself); `inline` shows it instead of saving it. */
  file: (path: string, inline?: boolean) => string;
  /** A folder of the share as one archive. */
  folder: (path: string, algo: ArchiveAlgorithm) => string;
  /** Several items as one archive; `paths` are relative to the share root, as items carry them. */
  selection: (paths: readonly string[], algo: ArchiveAlgorithm) => string;
}

/**
 * Builds a share's download links on `/api/public/dl/{hash}…`, each with the share's `token` when
 * the share has a password (the token stands in for the password in links a browser follows).
 * A selection is asked of the share root with `files=`, since item paths are relative to it.
 */
export function shareLinks(
  client: Pick<ApiClient, 'publicDownloadURL'>,
  hash: string,
  token: string | undefined,
): ShareLinks {
  const auth = token ? { token } : {};
  return {
    file: (path, inline = false) =>
      client.publicDownloadURL(hash, path, { ...auth, ...(inline && { inline: true }) }),
    folder: (path, algo) => client.publicDownloadURL(hash, path, { ...auth, algo }),
    selection: (paths, algo) =>
      client.publicDownloadURL(hash, '/', { ...auth, algo, files: paths }),
  };
}

/**
 * The absolute form of a link for places that leave the page (clipboard, QR code): a link
 * relative to the app means nothing on another device.
 */
export function absoluteURL(url: string, base: string): string {
  return new URL(url, base).href;
}
