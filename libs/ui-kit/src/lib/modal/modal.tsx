import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import './modal.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Heading of the dialog; also its accessible name. */
  title: string;
  children: ReactNode;
  /** Footer buttons, end-aligned. */
  actions?: ReactNode;
  /** Called on Escape and on a click on the backdrop. */
  onClose: () => void;
  /** `alertdialog` for confirmations that interrupt (delete). Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Render in place instead of in a portal on `document.body` (stories, tests). */
  inline?: boolean;
}

/**
 * A modal dialog frame (upstream's prompt): labelled by its title, traps Tab inside, focuses the
 * element marked `data-autofocus` (else the first focusable one), closes on Escape and on a
 * backdrop click, and returns focus to where it was when it unmounts. Mount it to open it.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  inline = false,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);
  const frame = (
    <div
      className="fb-modal__backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="fb-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
      >
        <h2 className="fb-modal__title" id={titleId}>
          {title}
        </h2>
        <div className="fb-modal__content">{children}</div>
        {actions !== undefined && <div className="fb-modal__actions">{actions}</div>}
      </div>
    </div>
  );
  return inline ? frame : createPortal(frame, document.body);
}
