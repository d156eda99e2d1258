import { mdiClose } from '@mdi/js';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import './selection-bar.css';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  /** E.g. "3 files selected" or "Multiple selection enabled". */
  message: string;
  /**
   * How many items are selected. When set, the bar shows this number instead of the message:
   * a phone has no room for "3 Elemente ausgewählt" beside five actions. The message stays the
   * bar's name, its tooltip and what screen readers announce.
   */
  count?: number;
  /** Action buttons for the selection (share, rename, copy, move, delete on narrow screens). */
  children?: ReactNode;
  /** When set, a clear (×) button calls it. */
  onClear?: () => void;
  clearLabel?: string;
}

/**
 * The bar pinned to the bottom of narrow screens while items are selected. It stays one line
 * in every language: the actions are icons, and the message is cut short with an ellipsis.
 */
export function SelectionBar({ message, count, children, onClear, clearLabel }: SelectionBarProps) {
  return (
    <div className="fb-selection-bar" role="toolbar" aria-label={message}>
      <p className="fb-selection-bar__message" aria-live="polite" title={message}>
        {count === undefined ? (
          message
        ) : (
          <>
            <span className="fb-selection-bar__count" aria-hidden="true">
              {count}
            </span>
            <span className="fb-visually-hidden">{message}</span>
          </>
        )}
      </p>
      <div className="fb-selection-bar__actions">{children}</div>
      {onClear !== undefined && clearLabel !== undefined && (
        <IconButton icon={mdiClose} label={clearLabel} onClick={onClear} />
      )}
    </div>
  );
}
