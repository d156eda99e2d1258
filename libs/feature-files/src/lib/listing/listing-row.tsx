import type { FileInfo } from '@file-browser/api-contract';
import { formatSize, ListingItem } from '@file-browser/ui-kit';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { keyOf, placeholderName, type ListingRow, type SectionTotals } from './display-order';

/** What {@link renderListingRow} needs besides the row (the listing's props and measurers). */
export interface ListingRowContext {
  readonly selected: ReadonlySet<string>;
  /** The name of the listing's one Tab stop (roving tabindex); every other cell has -1. */
  readonly tabStop: string | undefined;
  readonly totals: SectionTotals | undefined;
  readonly labels: { folders: string; files: string; invalidLink: string; loading: string };
  /** The loaded row height: a placeholder is as tall as the row that will replace it. */
  readonly rowHeight: number;
  /** Refs that measure a row's and a heading's height (the list's layout); none in a grid. */
  readonly measure?: {
    readonly row: Ref<HTMLDivElement>;
    readonly heading: Ref<HTMLDivElement>;
  };
  readonly formatModified: (iso: string) => ReactNode;
  readonly thumbnailOf?: (item: FileInfo) => string | undefined;
  readonly itemProps?: (item: FileInfo) => HTMLAttributes<HTMLDivElement>;
  readonly onItemClick: (item: FileInfo, event: MouseEvent<HTMLDivElement>) => void;
  readonly onOpen: (item: FileInfo) => void;
  readonly onItemSelectKey?: (
    item: FileInfo,
    modifiers: { toggle: boolean; shift: boolean },
  ) => void;
  readonly onItemContextMenu?: (item: FileInfo, event: MouseEvent<HTMLDivElement>) => void;
}

/** A placeholder row's place in the whole folder's display order. */
function placeOf(row: ListingRow & { kind: 'placeholder' }, totals?: SectionTotals) {
  return row.section === 'folders' ? row.index : (totals?.dirs ?? 0) + row.index;
}

/** The selection's name of a row that is an item or a placeholder (none for a heading). */
export function selectionNameOf(row: ListingRow, totals?: SectionTotals): string | undefined {
  if (row.kind === 'item') return row.item.name;
  return row.kind === 'placeholder' ? placeholderName(placeOf(row, totals)) : undefined;
}

/** One row of the folder listing, at `index` among all rows: item, heading or placeholder. */
export function renderListingRow(row: ListingRow, index: number, ctx: ListingRowContext) {
  if (row.kind === 'placeholder') {
    // Not an item yet: no click. The arrow keys still stop here (focused and selected like the
    // entry it stands for, which takes both once it arrives); it shows whether a select-all
    // or a Shift range reaches that entry.
    const place = placeOf(row, ctx.totals);
    const name = placeholderName(place);
    const selected = ctx.selected.has(name);
    const focusable = ctx.tabStop === name;
    return (
      <div
        key={keyOf(row)}
        // Focusable only as the keyboard's resting place, then announced as a row loading.
        {...(focusable
          ? {
              role: 'row',
              'aria-busy': true,
              'aria-label': ctx.labels.loading,
              'aria-selected': selected,
              tabIndex: 0,
            }
          : { role: 'none' })}
        className={`fb-folder-listing__placeholder${selected ? ' fb-folder-listing__placeholder--selected' : ''}`}
        data-index={index}
        data-place={place}
        data-selected={selected}
        style={{ height: ctx.rowHeight }}
      />
    );
  }
  if (row.kind === 'heading') {
    // A grid may only hold rows: the section heading sits in a row of its own.
    return (
      <div
        key={keyOf(row)}
        role="row"
        className="fb-folder-listing__heading"
        data-index={index}
        ref={ctx.measure?.heading}
      >
        <div role="gridcell">
          <h2>{row.section === 'folders' ? ctx.labels.folders : ctx.labels.files}</h2>
        </div>
      </div>
    );
  }
  const { item } = row;
  const thumbnail = ctx.thumbnailOf?.(item);
  return (
    <div
      key={keyOf(row)}
      data-index={index}
      data-name={item.name}
      ref={ctx.measure?.row}
      role="none"
      {...ctx.itemProps?.(item)}
    >
      <ListingItem
        name={item.name}
        isDir={item.isDir}
        type={item.type}
        size={item.size}
        formatSize={formatSize}
        modified={ctx.formatModified(item.modified)}
        selected={ctx.selected.has(item.name)}
        tabIndex={ctx.tabStop === item.name ? 0 : -1}
        labels={{ invalidLink: ctx.labels.invalidLink }}
        {...(thumbnail && { thumbnail: <img src={thumbnail} alt="" loading="lazy" /> })}
        onClick={(event) => {
          ctx.onItemClick(item, event);
        }}
        onOpen={() => {
          ctx.onOpen(item);
        }}
        {...(ctx.onItemSelectKey && {
          onSelectKey: (modifiers: { toggle: boolean; shift: boolean }) => {
            ctx.onItemSelectKey?.(item, modifiers);
          },
        })}
        {...(ctx.onItemContextMenu && {
          onContextMenu: (event: MouseEvent<HTMLDivElement>) => {
            ctx.onItemContextMenu?.(item, event);
          },
        })}
      />
    </div>
  );
}
