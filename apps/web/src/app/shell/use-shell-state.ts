import { pushToast, type ToastMessage } from '@file-browser/ui-kit';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { ShellControls } from './shell-context';

/** State behind the layout's chrome, and the controls that change it. */
export interface ShellState {
  toasts: ToastMessage[];
  prompt: ReactNode;
  progress: number | null;
  sidebarOpen: boolean;
  closeSidebar: () => void;
  controls: ShellControls;
  dismissToast: (id: string) => void;
  /** Route changes close the drawer and the prompt (spec §4). */
  onRouteChange: () => void;
}

/** Holds the toasts, the prompt, the progress and the drawer of the layout. */
export function useShellState(): ShellState {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [prompt, setPrompt] = useState<ReactNode>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const nextId = useRef(0);

  const controls = useMemo<ShellControls>(
    () => ({
      toast: (kind, message) => {
        nextId.current += 1;
        const toast = { id: `toast-${String(nextId.current)}`, kind, message };
        setToasts((shown) => pushToast(shown, toast));
      },
      showPrompt: setPrompt,
      closePrompt: () => {
        setPrompt(null);
      },
      setProgress,
      toggleSidebar: () => {
        setSidebarOpen((open) => !open);
      },
      sidebarOpen,
    }),
    [sidebarOpen],
  );
  return {
    toasts,
    prompt,
    progress,
    sidebarOpen,
    closeSidebar: () => {
      setSidebarOpen(false);
    },
    controls,
    dismissToast: (id) => {
      setToasts((shown) => shown.filter((toast) => toast.id !== id));
    },
    onRouteChange: () => {
      setSidebarOpen(false);
      setPrompt(null);
    },
  };
}
