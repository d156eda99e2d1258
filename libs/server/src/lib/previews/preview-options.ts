import { dirname, join, resolve } from 'node:path';
import type { PreviewCache } from './preview-cache';
import { WorkPool } from './work-pool';

/** Image preview settings (api-contract §3.3); part of ServerOptions. */
export interface PreviewOptions {
  /** Resize `thumb` previews (default true); off serves the image unchanged. */
  thumbnails?: boolean;
  /** Resize `big` previews (default true). */
  resizePreview?: boolean;
  /** Disk cache folder; default `previews` next to the database, never inside the served root. */
  cacheDir?: string;
  /** Previews rendered at once (default 4, upstream's `imageProcessors`). */
  processors?: number;
}

/** Resolved preview settings with the cache they use. */
export interface PreviewSettings {
  thumbnails: boolean;
  resizePreview: boolean;
  cache: PreviewCache;
}

/** Fills in the defaults; the cache folder is created lazily on the first render. */
export function previewSettings(options: PreviewOptions, database: string): PreviewSettings {
  return {
    thumbnails: options.thumbnails ?? true,
    resizePreview: options.resizePreview ?? true,
    cache: {
      dir: resolve(options.cacheDir ?? join(dirname(resolve(database)), 'previews')),
      pool: new WorkPool(Math.max(1, options.processors ?? 4)),
      pending: new Map(),
    },
  };
}
