import type { ReactNode } from 'react';
import './listing.css';

/** How a listing draws its items. */
export type ListingVariant = 'list' | 'mosaic' | 'gallery';

/** Props of {@link Listing}. */
export interface ListingProps {
  /** Accessible name of the grid (e.g. the folder name). */
  label: string;
  variant: ListingVariant;
  /** A {@link ListingHeader} (list view) and {@link ListingItem}s, or section headings. */
  children: ReactNode;
  /** Whether several items can be selected at once. Default true. */
  multiselectable?: boolean;
}

/**
 * The folder listing frame: a selectable grid. `list` stacks rows; `mosaic` and `gallery` flow
 * tiles in columns of about 280 px (`--fb-mosaic-column`).
 */
export function Listing({ label, variant, children, multiselectable = true }: ListingProps) {
  return (
    <div
      className={`fb-listing fb-listing--${variant}`}
      role="grid"
      aria-label={label}
      aria-multiselectable={multiselectable}
    >
      {children}
    </div>
  );
}
