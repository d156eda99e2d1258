import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

/** Props of {@link Prompt}. */
export interface PromptProps {
  title: string;
  /** Body: a message or form fields. Mark the field to focus first with `data-autofocus`. */
  children: ReactNode;
  labels: { confirm: string; cancel: string };
  /** Called when the form is submitted (confirm button or Enter in a field). */
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a backdrop click. */
  onCancel: () => void;
  /** Disables the confirm button (e.g. the name is empty or unchanged). */
  confirmDisabled?: boolean;
  /** Shows a spinner on the confirm button and blocks it while the action runs. */
  busy?: boolean;
  /** Colours the confirm button as destructive and uses the `alertdialog` role. */
  danger?: boolean;
  /** Render in place instead of in a portal. */
  inline?: boolean;
}

/** A modal with a form: body, then cancel and confirm buttons (rename, delete, new folder…). */
export function Prompt({
  title,
  children,
  labels,
  onConfirm,
  onCancel,
  confirmDisabled = false,
  busy = false,
  danger = false,
  inline,
}: PromptProps) {
  const formId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      role={danger ? 'alertdialog' : 'dialog'}
      inline={inline}
      actions={
        <>
          <Button variant="flat" onClick={onCancel}>
            {labels.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={confirmDisabled}
            busy={busy}
            className={danger ? 'fb-button--danger' : undefined}
          >
            {labels.confirm}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="fb-prompt__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmDisabled && !busy) onConfirm();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
