/** The package version (and commit) `vite.config.ts` stamps into the bundle. */
declare const __FB_VERSION__: string;
