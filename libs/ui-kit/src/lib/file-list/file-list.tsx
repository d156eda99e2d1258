import type { MouseEvent } from 'react';
import { FileIcon } from './file-icon';
import './file-list.css';

/** One row of a {@link FileList}: the little a listing needs to show and open an entry. */
export interface FileListItem {
  name: string;
  isDir: boolean;
  /** Bytes; not shown for folders. */
  size: number;
  /** ISO 8601 timestamp, passed to `formatDate`. */
  modified: string;
  /** Where the entry opens; also the link's `href` so it can be opened in a new tab. */
  url: string;
}

/** Props of {@link FileList}. */
export interface FileListProps {
  /** Rows in display order (folders first is the caller's job). */
  items: readonly FileListItem[];
  labels: { name: string; size: string; modified: string; empty: string };
  formatSize: (bytes: number) => string;
  formatDate: (modified: string) => string;
  /** Called when an entry is opened by a plain click or Enter on its name. */
  onOpen: (item: FileListItem) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A folder listing as a table of name, size and last-modified columns, or an empty message. */
export function FileList({ items, labels, formatSize, formatDate, onOpen }: FileListProps) {
  if (items.length === 0) return <p className="fb-file-list__empty">{labels.empty}</p>;
  return (
    <table className="fb-file-list">
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col" className="fb-file-list__size">
            {labels.size}
          </th>
          <th scope="col" className="fb-file-list__modified">
            {labels.modified}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.url}>
            <td className="fb-file-list__name">
              <a
                href={item.url}
                onClick={(event) => {
                  // Modified clicks keep the browser's own behaviour (new tab, new window).
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onOpen(item);
                }}
              >
                <FileIcon isDir={item.isDir} />
                {item.name}
              </a>
            </td>
            <td className="fb-file-list__size">{item.isDir ? '—' : formatSize(item.size)}</td>
            <td className="fb-file-list__modified">
              <time dateTime={item.modified}>{formatDate(item.modified)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
