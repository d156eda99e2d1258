import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiClose } from '@mdi/js';
import { useEffect, useRef } from 'react';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import './toast.css';

/** One notification. */
export interface ToastMessage {
  /** Unique while shown; used as the React key and passed back to `onDismiss`. */
  id: string;
  /** `success` closes itself after a while; `error` stays until dismissed. */
  kind: 'success' | 'error';
  message: string;
}

/** The clock a toast uses; inject fakes in tests. Defaults to the window's timers. */
export interface ToastTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Props of {@link Toast}. */
export interface ToastProps {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
  labels: { dismiss: string; report?: string };
  /** When set, error toasts get a report button (left out when external links are disabled). */
  onReport?: (toast: ToastMessage) => void;
  /** Milliseconds before a success toast dismisses itself. Default 4000. */
  successTimeout?: number;
  timers?: ToastTimers;
}

const windowTimers: ToastTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    window.clearTimeout(handle as number);
  },
};

/** A single notification: success (a status that times out) or error (an alert that stays). */
export function Toast({
  toast,
  onDismiss,
  labels,
  onReport,
  successTimeout = 4000,
  timers = windowTimers,
}: ToastProps) {
  const { id, kind } = toast;
  // The latest callback and clock, so a parent re-render does not restart the countdown.
  const latest = useRef({ onDismiss, timers });
  useEffect(() => {
    latest.current = { onDismiss, timers };
  });
  useEffect(() => {
    if (kind !== 'success') return undefined;
    const clock = latest.current.timers;
    const handle = clock.setTimeout(() => {
      latest.current.onDismiss(id);
    }, successTimeout);
    return () => {
      clock.clearTimeout(handle);
    };
  }, [id, kind, successTimeout]);

  const isError = kind === 'error';
  return (
    <div className={`fb-toast fb-toast--${kind}`} role={isError ? 'alert' : 'status'}>
      <Icon path={isError ? mdiAlertCircleOutline : mdiCheckCircleOutline} />
      <p className="fb-toast__message">{toast.message}</p>
      {isError && onReport !== undefined && labels.report !== undefined && (
        <Button
          variant="flat"
          className="fb-toast__report"
          onClick={() => {
            onReport(toast);
          }}
        >
          {labels.report}
        </Button>
      )}
      <IconButton
        icon={mdiClose}
        label={labels.dismiss}
        onClick={() => {
          onDismiss(id);
        }}
      />
    </div>
  );
}
