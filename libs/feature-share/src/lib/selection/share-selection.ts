/**
 * How much of a shared folder's listing shows. Its click rule (frontend-behaviour §6.5) is
 * ui-kit's `clickSelection`, the files screen's own.
 */

/** Items a shared folder shows at first, and adds with each click on "+N" (spec §9). */
export const SHARE_STEP = 100;

/** How many items to show after a click on "+N": another {@link SHARE_STEP}, at most all. */
export function showMore(shown: number, total: number): number {
  return Math.min(total, shown + SHARE_STEP);
}
