import { mdiClose } from '@mdi/js';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import './selection-bar.css';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  /** E.g. "3 files selected" or "Multiple selection enabled". */
  message: string;
  /** Action buttons for the selection (share, rename, copy, move, delete on narrow screens). */
  children?: ReactNode;
  /** When set, a clear (×) button calls it. */
  onClear?: () => void;
  clearLabel?: string;
}

/** The bar pinned to the bottom of narrow screens while items are selected. */
export function SelectionBar({ message, children, onClear, clearLabel }: SelectionBarProps) {
  return (
    <div className="fb-selection-bar" role="toolbar" aria-label={message}>
      <p className="fb-selection-bar__message" aria-live="polite">
        {message}
      </p>
      <div className="fb-selection-bar__actions">{children}</div>
      {onClear !== undefined && clearLabel !== undefined && (
        <IconButton icon={mdiClose} label={clearLabel} onClick={onClear} />
      )}
    </div>
  );
}
