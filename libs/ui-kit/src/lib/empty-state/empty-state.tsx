import { mdiEmoticonSadOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import './empty-state.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** E.g. "It feels lonely here..." */
  message: string;
  /** Icon path; default a sad face (upstream's "lonely" look). */
  icon?: string;
  /** Optional follow-up such as an upload button. */
  children?: ReactNode;
}

/** The message shown for an empty folder or an empty list. */
export function EmptyState({ message, icon = mdiEmoticonSadOutline, children }: EmptyStateProps) {
  return (
    <div className="fb-empty-state">
      <Icon path={icon} size="4rem" />
      <p className="fb-empty-state__message">{message}</p>
      {children}
    </div>
  );
}
