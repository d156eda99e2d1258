/** How long the splash takes to fade before it is removed (spec §9). */
export const SPLASH_REMOVAL_DELAY_MS = 200;

/**
 * Fades out the start-up splash (`#loading` in index.html, shown before any script runs) and
 * removes it {@link SPLASH_REMOVAL_DELAY_MS} later. Does nothing when there is no splash.
 */
export function removeSplash(
  doc: Document,
  schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
): void {
  const splash = doc.getElementById('loading');
  if (!splash) return;
  splash.classList.add('fb-loading-screen--done');
  schedule(() => {
    splash.remove();
  }, SPLASH_REMOVAL_DELAY_MS);
}
