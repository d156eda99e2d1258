import {
  mdiAlertCircleOutline,
  mdiCloudOffOutline,
  mdiCrosshairsOff,
  mdiLockOutline,
} from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import './error-panel.css';

/** Which error page to show: 0 = no connection, 403, 404, anything else = internal. */
export type ErrorKind = 'connection' | 'forbidden' | 'notFound' | 'internal';

/** Maps an HTTP status (0 when the request never got an answer) to an {@link ErrorKind}. */
export function errorKindOf(status: number): ErrorKind {
  if (status === 0) return 'connection';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'internal';
}

const icons: Record<ErrorKind, string> = {
  connection: mdiCloudOffOutline,
  forbidden: mdiLockOutline,
  notFound: mdiCrosshairsOff,
  internal: mdiAlertCircleOutline,
};

/** Props of {@link ErrorPanel}. */
export interface ErrorPanelProps {
  /** The HTTP status of the failed request; 0 for a network failure. */
  status: number;
  /** The already-translated message for this status (e.g. "This location can't be reached."). */
  message: string;
  /** Optional follow-ups, e.g. Retry and Home buttons, side by side below the message. */
  action?: ReactNode;
}

/** The full-page error of a failed load: an icon by kind and the message, as an alert. */
export function ErrorPanel({ status, message, action }: ErrorPanelProps) {
  const kind = errorKindOf(status);
  return (
    <div className={`fb-error-panel fb-error-panel--${kind}`} role="alert" data-kind={kind}>
      <Icon path={icons[kind]} size="4rem" />
      <h2 className="fb-error-panel__message">{message}</h2>
      {action !== undefined && <div className="fb-error-panel__actions">{action}</div>}
    </div>
  );
}
