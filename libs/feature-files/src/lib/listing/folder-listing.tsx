import type { FileInfo } from '@file-browser/api-contract';
import { Listing, ListingHeader } from '@file-browser/ui-kit';
import type { SortOrder } from '@file-browser/ui-kit';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { listingRows, type SectionTotals } from './display-order';
import { LISTING_ID, useListingCursor } from '../keyboard/use-listing-cursor';
import type { MoveMode } from '../selection/selection';
import { renderListingRow, selectionNameOf, type ListingRowContext } from './listing-row';
import { useShowLimit } from './use-show-limit';
import { variantOf } from './view-mode';
import './folder-listing.css';

/** Props of {@link FolderListing}. */
export interface FolderListingProps {
  label: string;
  items: readonly FileInfo[];
  /**
   * The whole folder's counts while only its first page is loaded: the list is drawn at its
   * full height, with empty rows for the entries still on their way.
   */
  totals?: SectionTotals;
  selected: ReadonlySet<string>;
  viewMode: string;
  sort: SortOrder;
  labels: {
    name: string;
    size: string;
    modified: string;
    folders: string;
    files: string;
    invalidLink: string;
    /** A placeholder row's name while the keyboard rests on it. */
    loading: string;
  };
  formatModified: (iso: string) => ReactNode;
  /** A thumbnail URL for an image, when thumbnails are on. */
  thumbnailOf?: (item: FileInfo) => string | undefined;
  onSort: (sort: SortOrder) => void;
  onItemClick: (item: FileInfo, event: MouseEvent<HTMLDivElement>) => void;
  onItemContextMenu?: (item: FileInfo, event: MouseEvent<HTMLDivElement>) => void;
  /** Drag and touch handlers for an item's cell (drag to move, long press). */
  itemProps?: (item: FileInfo) => HTMLAttributes<HTMLDivElement>;
  onOpen: (item: FileInfo) => void;
  /** Space on a focused item selects it (the keyboard's click, never opening it). */
  onItemSelectKey?: (item: FileInfo, modifiers: { toggle: boolean; shift: boolean }) => void;
  /** An arrow key moved to an item or placeholder (its selection name): select as `mode` says. */
  onMove?: (name: string, mode: MoveMode) => void;
}

/** Rows drawn above and below the window so fast scrolling does not show blanks. */
const OVERSCAN = 12;
// The list view's row and heading heights at the default font size (measured in Chromium):
// when the estimate is right, measuring the first rows changes nothing and 100,000 rows are
// laid out once, not twice, before the first paint.
const ROW_ESTIMATE_PX = 57;
const HEADING_ESTIMATE_PX = 45;

/**
 * A folder's items, folders first. In the list only the rows near the window are in the DOM
 * (a window virtualiser measures them as they render), so a folder of 100,000 entries scrolls
 * like one of fifty. Mosaic tiles wrap in CSS grid columns, so there the tiles grow 50 at a
 * time as the end of the page comes near.
 */
export function FolderListing(props: FolderListingProps) {
  const { items, totals, viewMode, labels } = props;
  const variant = variantOf(viewMode);
  const grid = variant !== 'list';
  // Mosaic tiles show 50 at a time anyway: no room to hold for entries not loaded yet. Keyed
  // by the counts, not the object, which callers make anew on each render: padding a first
  // page to 100,000 rows on every render of the screen cost ~20 ms each time.
  const dirs = grid ? undefined : totals?.dirs;
  const files = grid ? undefined : totals?.files;
  const rows = useMemo(
    () =>
      listingRows(items, dirs === undefined || files === undefined ? undefined : { dirs, files }),
    [items, dirs, files],
  );
  const { limit, sentinel } = useShowLimit(rows.length, `${props.label}:${variant}`);
  // The heights rows and headings really have (font size, zoom, narrow layout). An estimate that
  // is off makes the virtualiser re-lay out every row below each newly measured one: O(n) a
  // frame, which made a 100,000-entry folder scroll at 12 frames a second (docs/performance.md).
  const [sizes, setSizes] = useState({ row: ROW_ESTIMATE_PX, heading: HEADING_ESTIMATE_PX });
  // Rows and headings have one height each, so the virtualiser keys its measurements by
  // position (its default) rather than by entry: laying out 100,000 rows then allocates no key
  // strings, and rows replaced in place (the whole listing after its first page, same totals)
  // keep the layout as it is instead of being laid out again.
  const estimateSize = useCallback(
    (index: number) => (rows.at(index)?.kind === 'heading' ? sizes.heading : sizes.row),
    [rows, sizes],
  );
  const virtualizer = useWindowVirtualizer({
    count: grid ? 0 : rows.length,
    estimateSize,
    overscan: OVERSCAN,
    // The window's size from the first render: with the default (none) the first render draws
    // no rows and a second one, once the size is observed, draws them.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // New sizes, or headings at other places (the folder changed), re-lay out every row; at
  // mount the estimates are already in use. New rows in the same shape change nothing.
  const { shape } = rows;
  const laidOutWith = useRef({ sizes, shape });
  useLayoutEffect(() => {
    const last = laidOutWith.current;
    if (last.sizes === sizes && last.shape === shape) return;
    laidOutWith.current = { sizes, shape };
    virtualizer.measure();
  }, [virtualizer, sizes, shape]);
  const measureRow = useCallback(
    (node: HTMLDivElement | null) => {
      virtualizer.measureElement(node);
      setSizes((current) => withMeasured(current, 'row', node));
    },
    [virtualizer],
  );
  const measureHeading = useCallback(
    (node: HTMLDivElement | null) => {
      virtualizer.measureElement(node);
      setSizes((current) => withMeasured(current, 'heading', node));
    },
    [virtualizer],
  );
  const virtual = virtualizer.getVirtualItems();
  const first = grid ? 0 : (virtual[0]?.index ?? 0);
  const last = grid ? limit - 1 : (virtual.at(-1)?.index ?? -1);
  const before = grid ? 0 : (virtual[0]?.start ?? 0);
  const after = grid ? 0 : virtualizer.getTotalSize() - (virtual.at(-1)?.end ?? 0);

  const rowTotals = grid ? undefined : totals;
  // The rows drawn now (a window of the list, or the tiles shown so far): cheap to walk.
  const shown = rows
    .slice(first, last + 1)
    .map((row) => selectionNameOf(row, rowTotals))
    .filter((name) => name !== undefined);
  const cursor = useListingCursor({
    tiles: grid,
    shown,
    nameAt: (index) => {
      const row = rows.at(index);
      return row?.kind === 'item' ? row.item.name : undefined;
    },
    selected: props.selected,
    onMove: props.onMove,
  });

  const rowContext: ListingRowContext = {
    ...props,
    tabStop: cursor.tabStop,
    totals: rowTotals,
    rowHeight: sizes.row,
    ...(!grid && {
      measure: {
        placeholder: virtualizer.measureElement,
        row: measureRow,
        heading: measureHeading,
      },
    }),
  };

  return (
    <Listing
      id={LISTING_ID}
      label={props.label}
      variant={variant}
      onKeyDown={cursor.onKeyDown}
      onFocus={cursor.onFocus}
      onBlur={cursor.onBlur}
    >
      {variant === 'list' && (
        <ListingHeader
          sort={props.sort}
          labels={{ name: labels.name, size: labels.size, modified: labels.modified }}
          onSort={props.onSort}
        />
      )}
      {before > 0 && <div role="none" style={{ height: before }} />}
      {rows
        .slice(first, last + 1)
        .map((row, offset) => renderListingRow(row, first + offset, rowContext))}
      {after > 0 && <div role="none" style={{ height: after }} />}
      {grid && limit < rows.length && <div role="none" ref={sentinel} />}
    </Listing>
  );
}

type Sizes = { row: number; heading: number };

/** The sizes with `kind` set to `node`'s rendered height (unchanged when equal or unmeasurable). */
function withMeasured(current: Sizes, kind: keyof Sizes, node: HTMLElement | null): Sizes {
  const height = node ? Math.round(node.getBoundingClientRect().height) : 0;
  return height > 0 && current[kind] !== height ? { ...current, [kind]: height } : current;
}
