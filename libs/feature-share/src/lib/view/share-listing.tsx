import type { FileInfo } from '@file-browser/api-client';
import { Listing, ListingItem } from '@file-browser/ui-kit';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_STEP, showMore } from '../selection/share-selection';

/** Props of {@link ShareListing}. */
export interface ShareListingProps {
  /** Accessible name of the grid (the folder's name). */
  label: string;
  /** In the server's order (folders first, by name). */
  items: readonly FileInfo[];
  /**
   * The whole folder's entry count: more than `items` while only a big folder's first page is
   * loaded. "+N" counts to it, and rows shown but not loaded yet are empty rows meanwhile.
   */
  total: number;
  selected: readonly string[];
  /** A click that did not open the item, with its modifiers. */
  onSelect: (item: FileInfo, event: MouseEvent) => void;
  /** Double click or Enter. */
  onOpen: (item: FileInfo) => void;
  formatSize: (bytes: number) => string;
  formatModified: (iso: string) => string;
}

/**
 * A shared folder's read-only listing: no thumbnails, no dragging, no single-click opening. Shows
 * the first 100 items and a "+N" item that shows 100 more (upstream's scheme: the rows are not
 * windowed, so the page is only as tall as what is shown).
 */
export function ShareListing({ label, items, total, selected, ...props }: ShareListingProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(SHARE_STEP);
  const more = total - shown;
  const waiting = Math.max(0, Math.min(shown, total) - items.length);
  return (
    <Listing label={label} variant="list">
      {items.slice(0, shown).map((item) => (
        <ListingItem
          key={item.name}
          name={item.name}
          isDir={item.isDir}
          type={item.type}
          size={item.size}
          formatSize={props.formatSize}
          modified={<time dateTime={item.modified}>{props.formatModified(item.modified)}</time>}
          selected={selected.includes(item.name)}
          labels={{ invalidLink: t('files.invalidLink') }}
          onClick={(event) => {
            // The second click of a double click (or tap) opens.
            if (event.detail === 2) props.onOpen(item);
            else props.onSelect(item, event);
          }}
          onOpen={() => {
            props.onOpen(item);
          }}
        />
      ))}
      {Array.from({ length: waiting }, (_, index) => (
        <div key={`?${String(index)}`} role="none" className="fb-share-placeholder" />
      ))}
      {more > 0 && (
        <div role="row" className="fb-share-more">
          <div role="gridcell">
            <button
              type="button"
              className="fb-button fb-button--flat"
              onClick={() => {
                setShown(showMore(shown, total));
              }}
            >
              +{more}
            </button>
          </div>
        </div>
      )}
    </Listing>
  );
}
