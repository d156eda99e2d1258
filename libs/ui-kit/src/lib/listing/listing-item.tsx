import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { extensionOf, itemIcon, itemKind } from './item-icon';
import './listing.css';

/** Props of {@link ListingItem}. */
export interface ListingItemProps {
  name: string;
  isDir: boolean;
  /** The server's type (`image`, `video`, `audio`, `text`, `pdf`, `blob`, `invalid_link`…). */
  type?: string;
  /** Bytes; folders show a dash instead. */
  size: number;
  formatSize: (bytes: number) => string;
  /** The modified-time slot, e.g. `<time dateTime={iso}>3 days ago</time>`. */
  modified: ReactNode;
  selected: boolean;
  /** A thumbnail element (lazy `<img alt="">`) drawn instead of the icon. */
  thumbnail?: ReactNode;
  labels: { invalidLink: string };
  /** Every click with its modifiers; the caller applies the selection rules. */
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
  /** Enter on the focused item. */
  onOpen: () => void;
  /**
   * Space on the focused item (Ctrl/Meta+Space to toggle, Shift+Space for a range): the
   * keyboard's click that selects without opening.
   */
  onSelectKey?: (modifiers: { toggle: boolean; shift: boolean }) => void;
  onContextMenu?: (event: MouseEvent<HTMLDivElement>) => void;
  /**
   * 0 for the listing's one Tab stop, -1 for the others (a roving tabindex: the arrow keys,
   * handled by the listing's owner, move between items). Default 0.
   */
  tabIndex?: 0 | -1;
}

/** Hidden files and backups are drawn faded, as upstream does. */
function isFaded(name: string) {
  return name.startsWith('.') || name.toLowerCase().endsWith('.bak');
}

/**
 * One entry of a {@link Listing}: a selectable, focusable row (list) or tile (mosaic, gallery)
 * with icon or thumbnail, name, size ("—" for folders, the invalid-link label for broken links)
 * and the modified slot. Carries upstream's `data-type`/`data-dir`/`data-ext` for custom CSS, and
 * `data-kind`: what its icon shows (archive, spreadsheet, code, audio… see `itemKind`).
 */
export function ListingItem(props: ListingItemProps) {
  const { name, isDir, type, size, formatSize, modified, selected, thumbnail, labels } = props;
  const kind = itemKind(isDir, type, name);
  const sizeText = type === 'invalid_link' ? labels.invalidLink : isDir ? '—' : formatSize(size);
  const classes = ['fb-listing-item', isFaded(name) && 'fb-listing-item--faded']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      role="row"
      aria-selected={selected}
      tabIndex={props.tabIndex ?? 0}
      data-type={type}
      data-dir={isDir}
      data-ext={extensionOf(name)}
      data-kind={kind}
      onClick={props.onClick}
      onContextMenu={props.onContextMenu}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          props.onOpen();
        } else if (event.key === ' ' && props.onSelectKey) {
          event.preventDefault();
          props.onSelectKey({ toggle: event.ctrlKey || event.metaKey, shift: event.shiftKey });
        }
      }}
    >
      <div className="fb-listing__name" role="gridcell">
        <span className="fb-listing-item__visual">
          {thumbnail ?? <Icon path={itemIcon(kind)} />}
        </span>
        {/* Cut short with "…" when narrow: the tooltip shows it whole. */}
        <span className="fb-listing-item__name" title={name}>
          {name}
        </span>
      </div>
      <div className="fb-listing__size" role="gridcell">
        {sizeText}
      </div>
      <div className="fb-listing__modified" role="gridcell">
        {modified}
      </div>
    </div>
  );
}
