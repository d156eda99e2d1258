/** How long the splash takes to fade before it is removed (spec §9). */
export const SPLASH_REMOVAL_DELAY_MS = 200;
/** How long the app waits to hear whether the splash will show a folder's first rows. */
export const FIRST_ROWS_WAIT_MS = 1000;
/** How long the first rows may stay up waiting for the app's own before the splash goes anyway. */
export const FIRST_ROWS_LIMIT_MS = 10_000;
/**
 * What the app draws that takes the first rows' place: its own rows, or what it shows instead
 * of them (an empty folder, an error, a dialog).
 */
const REPLACES_FIRST_ROWS = '.fb-listing-item, .fb-empty-state, .fb-error-panel, [role="dialog"]';

type Schedule = (run: () => void, ms: number) => unknown;

const defaultSchedule: Schedule = (run, ms) => setTimeout(run, ms);

/** Fades the splash out and removes it {@link SPLASH_REMOVAL_DELAY_MS} later. */
function fade(splash: HTMLElement, schedule: Schedule) {
  splash.classList.add('fb-loading-screen--done');
  schedule(() => {
    splash.remove();
  }, SPLASH_REMOVAL_DELAY_MS);
}

/**
 * The splash shows the folder's first rows where the app draws its own: it goes, at once and
 * without a fade, in the same frame as the app's rows (or what replaces them) come in.
 */
function handOver(doc: Document, splash: HTMLElement, schedule: Schedule) {
  const app = doc.getElementById('app');
  if (!app) {
    fade(splash, schedule);
    return;
  }
  const replaced = () => app.querySelector(REPLACES_FIRST_ROWS) !== null;
  if (replaced()) {
    splash.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!replaced()) return;
    observer.disconnect();
    splash.remove();
  });
  observer.observe(app, { childList: true, subtree: true });
  schedule(() => {
    if (!splash.isConnected) return;
    observer.disconnect();
    fade(splash, schedule);
  }, FIRST_ROWS_LIMIT_MS);
}

/**
 * Takes away the start-up splash (`#loading` in index.html, shown before any script runs).
 * `firstRows`: whether index.html draws a folder's first rows in it (`BootListing.rows`); then
 * the splash stays until the app's own rows take their place. It is waited for at most
 * {@link FIRST_ROWS_WAIT_MS}: after that the splash fades, and index.html no longer draws into
 * a fading splash. Does nothing when there is no splash.
 */
export function removeSplash(
  doc: Document,
  firstRows: Promise<boolean> = Promise.resolve(false),
  schedule: Schedule = defaultSchedule,
): void {
  const splash = doc.getElementById('loading');
  if (!splash) return;
  let settled = false;
  const settle = (shown: boolean) => {
    if (settled) return;
    settled = true;
    if (shown && splash.hasAttribute('data-rows')) handOver(doc, splash, schedule);
    else fade(splash, schedule);
  };
  firstRows.then(settle, () => {
    settle(false);
  });
  schedule(() => {
    settle(false);
  }, FIRST_ROWS_WAIT_MS);
}
