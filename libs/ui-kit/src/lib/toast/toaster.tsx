import { Toast, type ToastMessage, type ToastProps } from './toast';
import './toast.css';

/** Most toasts shown at once; older ones are dropped. */
export const MAX_TOASTS = 10;

/** Props of {@link Toaster}. */
export interface ToasterProps extends Omit<ToastProps, 'toast'> {
  /** Notifications, oldest first (append new ones); only the newest {@link MAX_TOASTS} show. */
  toasts: readonly ToastMessage[];
  /** Accessible name of the notification area. */
  regionLabel: string;
}

/** Appends `toast` and drops the oldest so at most {@link MAX_TOASTS} remain. */
export function pushToast(toasts: readonly ToastMessage[], toast: ToastMessage): ToastMessage[] {
  return [...toasts, toast].slice(-MAX_TOASTS);
}

/** The notification stack at the bottom centre: newest on top, at most ten. */
export function Toaster({ toasts, regionLabel, ...toastProps }: ToasterProps) {
  const shown = toasts.slice(-MAX_TOASTS).reverse();
  return (
    <section className="fb-toaster" aria-label={regionLabel}>
      <div className="fb-toaster__list">
        {shown.map((toast) => (
          <Toast key={toast.id} toast={toast} {...toastProps} />
        ))}
      </div>
    </section>
  );
}
