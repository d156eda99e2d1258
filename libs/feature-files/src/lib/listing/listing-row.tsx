import type { FileInfo } from '@file-browser/api-contract';
import { ListingItem } from '@file-browser/ui-kit';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { formatSize } from '../format/format-size';
import { keyOf, placeholderName, type ListingRow, type SectionTotals } from './display-order';

/** What {@link renderListingRow} needs besides the row (the listing's props and measurers). */
export interface ListingRowContext {
  readonly selected: ReadonlySet<string>;
  readonly totals: SectionTotals | undefined;
  readonly labels: { folders: string; files: string; invalidLink: string };
  /** The loaded row height: a placeholder is as tall as the row that will replace it. */
  readonly rowHeight: number;
  /** Refs that measure rows and headings (the list's virtualiser); none in a mosaic grid. */
  readonly measure?: {
    readonly placeholder: Ref<HTMLDivElement>;
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

/** The selection's name of a placeholder row: its place in the whole folder's display order. */
function placeholderOf(row: ListingRow & { kind: 'placeholder' }, totals?: SectionTotals) {
  return placeholderName(row.section === 'folders' ? row.index : (totals?.dirs ?? 0) + row.index);
}

/** One row of the folder listing, at `index` among all rows: item, heading or placeholder. */
export function renderListingRow(row: ListingRow, index: number, ctx: ListingRowContext) {
  if (row.kind === 'placeholder') {
    // Not an item: no focus and no click; keyboard navigation skips it. It shows whether a
    // select-all or a Shift range reaches the entry it stands for.
    const selected = ctx.selected.has(placeholderOf(row, ctx.totals));
    return (
      <div
        key={keyOf(row)}
        role="none"
        className={`fb-folder-listing__placeholder${selected ? ' fb-folder-listing__placeholder--selected' : ''}`}
        data-index={index}
        data-selected={selected}
        style={{ height: ctx.rowHeight }}
        ref={ctx.measure?.placeholder}
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
