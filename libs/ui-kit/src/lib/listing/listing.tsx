import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
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
  /** The grid's id (a skip link's target). */
  id?: string;
  /** Keys and focus of the items bubble here: the owner moves between them (arrow keys). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The folder listing frame: a selectable grid. `list` stacks rows; `mosaic` and `gallery` flow
 * tiles in columns of about 280 px (`--fb-mosaic-column`).
 */
export function Listing(props: ListingProps) {
  const { label, variant, children, multiselectable = true } = props;
  return (
    // The grid is not a Tab stop itself: one of its items is (a roving tabindex), and the
    // grid only hears their keys and focus as they bubble.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      id={props.id}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      className={`fb-listing fb-listing--${variant}`}
      role="grid"
      aria-label={label}
      aria-multiselectable={multiselectable}
    >
      {children}
    </div>
  );
}
