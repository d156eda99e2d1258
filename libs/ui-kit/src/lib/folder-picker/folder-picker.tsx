import { mdiFolder, mdiFolderUpload } from '@mdi/js';
import type { KeyboardEvent } from 'react';
import { Icon } from '../icon/icon';
import './folder-picker.css';

/** One folder the picker offers. */
export interface PickerFolder {
  name: string;
  url: string;
}

/** Props of {@link FolderPicker}. */
export interface FolderPickerProps {
  /** Accessible name of the list (e.g. "Destination"). */
  label: string;
  folders: readonly PickerFolder[];
  /** Where ".." leads; left out at the root. */
  parentUrl?: string;
  selectedUrl?: string;
  /** The user's single-click preference: a click opens instead of selecting. */
  singleClick: boolean;
  /** "Currently navigating on: /Photos/" footer text. */
  location: string;
  onSelect: (url: string) => void;
  /**
   * Opens (navigates into) a folder, ".." included: double click, Enter, or a click in
   * single-click mode.
   */
  onOpen: (url: string) => void;
}

function moveFocus(event: KeyboardEvent<HTMLElement>, step: 1 | -1) {
  const list = event.currentTarget.parentElement;
  const options = Array.from(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  const index = options.indexOf(event.currentTarget);
  options[index + step]?.focus();
}

/** The folder browser of the copy and move prompts. */
export function FolderPicker(props: FolderPickerProps) {
  const { label, folders, parentUrl, selectedUrl, singleClick, location, onSelect, onOpen } = props;
  const entries = [
    ...(parentUrl === undefined ? [] : [{ name: '..', url: parentUrl, parent: true }]),
    ...folders.map((folder) => ({ ...folder, parent: false })),
  ];
  return (
    <div className="fb-folder-picker">
      <ul className="fb-folder-picker__list" role="listbox" aria-label={label}>
        {entries.map((entry) => (
          <li
            key={entry.url}
            role="option"
            aria-selected={entry.url === selectedUrl}
            tabIndex={0}
            onClick={(event) => {
              // ".." is a folder like any other: a click that opened it would make a double
              // click go up two levels. In single-click mode the second click of a double
              // click lands on the list just opened and must not open what is under it.
              if (!singleClick) onSelect(entry.url);
              else if (event.detail < 2) onOpen(entry.url);
            }}
            onDoubleClick={() => {
              if (!singleClick) onOpen(entry.url);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onOpen(entry.url);
              else if (event.key === ' ') onSelect(entry.url);
              else if (event.key === 'ArrowDown') moveFocus(event, 1);
              else if (event.key === 'ArrowUp') moveFocus(event, -1);
              else return;
              event.preventDefault();
            }}
          >
            <Icon path={entry.parent ? mdiFolderUpload : mdiFolder} />
            {entry.name}
          </li>
        ))}
      </ul>
      <p className="fb-folder-picker__location">{location}</p>
    </div>
  );
}
