import type { FileInfo } from '@file-browser/api-contract';
import { Listing, ListingHeader } from '@file-browser/ui-kit';
import type { SortOrder } from '@file-browser/ui-kit';
import type { Dispatch, HTMLAttributes, MouseEvent, ReactNode, SetStateAction } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listingRows, type SectionTotals } from './display-order';
import { LISTING_ID, useListingCursor } from '../keyboard/use-listing-cursor';
import type { MoveMode } from '../selection/selection';
import { renderListingRow, selectionNameOf, type ListingRowContext } from './listing-row';
import { offsetOf, totalHeight } from './row-layout';
import { useShowLimit } from './use-show-limit';
import { useWindowRows } from './use-window-rows';
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
// when the estimate is right, measuring the first rows changes nothing and the first rows are
// drawn in one render, not two.
const ROW_ESTIMATE_PX = 57;
const HEADING_ESTIMATE_PX = 45;

/**
 * A folder's items, folders first. In the list only the rows near the window are in the DOM
 * (rows have one height and headings another, so where each sits is arithmetic: `row-layout`),
 * so a folder of 100,000 entries opens and scrolls like one of fifty. Mosaic tiles wrap in CSS grid columns, so there the tiles grow 50 at a
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
  // The heights rows and headings really have (font size, zoom, narrow layout), measured on the
  // first of each drawn after the view or the window's size changed: not on every row drawn, a
  // forced layout each time rows enter while scrolling.
  const [sizes, setSizes] = useState({ row: ROW_ESTIMATE_PX, heading: HEADING_ESTIMATE_PX });
  const resized = useResizeCount();
  const measureKey = `${variant}:${String(resized)}`;
  const measureRow = useMeasure(measureKey, 'row', setSizes);
  const measureHeading = useMeasure(measureKey, 'heading', setSizes);
  // Keyed by the rows' shape, not the rows, which are new with each page of the same folder.
  const { shape } = rows;
  const layout = useMemo(() => {
    const [count = 0, ...headings] = shape.split(',').map(Number);
    return { count: grid ? 0 : count, row: sizes.row, heading: sizes.heading, headings };
  }, [grid, shape, sizes]);
  const { window: drawn, origin } = useWindowRows(layout, OVERSCAN);
  const first = grid ? 0 : drawn.first;
  const last = grid ? limit - 1 : drawn.last;
  const before = grid ? 0 : offsetOf(layout, first);
  const after = grid ? 0 : totalHeight(layout) - offsetOf(layout, last + 1);

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
    ...(!grid && { measure: { row: measureRow, heading: measureHeading } }),
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
      {!grid && <div role="none" ref={origin} style={{ height: before }} />}
      {rows
        .slice(first, last + 1)
        .map((row, offset) => renderListingRow(row, first + offset, rowContext))}
      {after > 0 && <div role="none" style={{ height: after }} />}
      {grid && limit < rows.length && <div role="none" ref={sentinel} />}
    </Listing>
  );
}

type Sizes = { row: number; heading: number };

/** Counts the window's resizes (zoom included): the rows' heights may have changed. */
function useResizeCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onResize = () => {
      setCount((current) => current + 1);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return count;
}

/**
 * A ref for rows of one `kind` that measures the first of them drawn under each `key` and
 * stores its height in the sizes (unchanged when equal or unmeasurable).
 */
function useMeasure(key: string, kind: keyof Sizes, setSizes: Dispatch<SetStateAction<Sizes>>) {
  const measured = useRef<string>(undefined);
  return useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || measured.current === key) return;
      const height = Math.round(node.getBoundingClientRect().height);
      if (height <= 0) return;
      measured.current = key;
      setSizes((current) => (current[kind] === height ? current : { ...current, [kind]: height }));
    },
    [key, kind, setSizes],
  );
}
