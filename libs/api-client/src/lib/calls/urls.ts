import type { ArchiveAlgorithm, PreviewSize } from '@file-browser/api-contract';
import { encodePath } from '../encode-path';
import type { CallOptions } from '../options';
import { encodeFiles } from '../quirks';
import type { Transport } from '../transport';

/** A download: one file, or a folder / selection as an archive. */
export interface DownloadOptions {
  /** Show in the browser (`inline=true`) instead of saving as an attachment. */
  inline?: boolean;
  /** Archive format for folders and selections; zip by default. */
  algo?: ArchiveAlgorithm;
  /** Full paths to put in one archive (sent as upstream's double-encoded `files=`). */
  files?: readonly string[];
}

/** A public download adds the share's token (password-protected shares). */
export interface PublicDownloadOptions extends DownloadOptions {
  token?: string;
}

function downloadQuery(options: DownloadOptions) {
  const archive = options.files !== undefined || options.algo !== undefined;
  return {
    ...(options.files && { files: encodeFiles(options.files) }),
    ...(archive && { algo: options.algo ?? 'zip' }),
    ...(options.inline && { inline: 'true' }),
  };
}

/** A cache key from a `modified` time, as upstream's client sends it (milliseconds). */
function modifiedKey(modified: string | undefined): string | undefined {
  if (modified === undefined) return undefined;
  const time = Date.parse(modified);
  return Number.isNaN(time) ? modified : String(time);
}

/**
 * URL builders for what browsers fetch themselves (`<img>`, `<track>`, `window.open`): they carry
 * no token, so in a browser the `auth` cookie authenticates them (api-contract §1.1). In Node,
 * `download(url)` fetches one with the token.
 */
export function urlCalls(transport: Transport) {
  return {
    /** `/api/raw{path}`: a file, or a folder (or `files=` selection under it) as an archive. */
    rawURL(path: string, options: DownloadOptions = {}): string {
      return transport.url(`/api/raw${encodePath(path)}`, downloadQuery(options));
    },
    /** `/api/preview/{size}{path}?inline=true&key=`: `key` (from `modified`) busts caches. */
    previewURL(size: PreviewSize, path: string, modified?: string): string {
      return transport.url(`/api/preview/${size}${encodePath(path)}`, {
        inline: 'true',
        key: modifiedKey(modified),
      });
    },
    /** `/api/subtitle{path}?inline=true`: a subtitle as WebVTT (for `<track>`). */
    subtitleURL(path: string): string {
      return transport.url(`/api/subtitle${encodePath(path)}`, { inline: 'true' });
    },
    /** `/api/public/dl/{hash}{path}`: a file of a share, or the share (or a selection) as an archive. */
    publicDownloadURL(hash: string, path = '/', options: PublicDownloadOptions = {}): string {
      const query = { ...downloadQuery(options), token: options.token };
      return transport.url(`/api/public/dl/${encodeURIComponent(hash)}${encodePath(path)}`, query);
    },
    /**
     * Fetches a URL made by the builders above with the session token (Node and scripts, where
     * no cookie is set). Resolves with the response; 202 (upstream: no download permission) is an
     * error.
     */
    async download(url: string, call: CallOptions = {}): Promise<Response> {
      const base = transport.url('');
      if (!url.startsWith(base)) throw new TypeError(`not a URL of this server: ${url}`);
      const path = url.slice(base.length);
      const auth = path.startsWith('/api/public/') ? 'public' : 'token';
      return transport.send({ path, auth, refuse202: true, signal: call.signal });
    },
  };
}
