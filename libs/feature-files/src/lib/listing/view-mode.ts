import type { ListingVariant } from '@file-browser/ui-kit';

/** The user's `viewMode` as the server stores it. */
export type ViewMode = 'list' | 'mosaic' | 'mosaic gallery';

/** The next mode of the header's view button: list → mosaic → mosaic gallery → list. */
export function nextViewMode(mode: string): ViewMode {
  if (mode === 'list') return 'mosaic';
  if (mode === 'mosaic') return 'mosaic gallery';
  return 'list';
}

/** How ui-kit's Listing draws a mode; anything unknown (upstream's `''`) is the list. */
export function variantOf(mode: string): ListingVariant {
  if (mode === 'mosaic') return 'mosaic';
  if (mode === 'mosaic gallery') return 'gallery';
  return 'list';
}
