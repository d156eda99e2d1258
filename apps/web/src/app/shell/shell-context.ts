import type { ToastMessage } from '@file-browser/ui-kit';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The layout's shared chrome that routes and features drive: notifications, the modal prompt,
 * the global progress bar and the narrow-screen sidebar drawer.
 */
export interface ShellControls {
  /** Shows a notification (success closes itself after 4 s; errors stay until dismissed). */
  toast: (kind: ToastMessage['kind'], message: string) => void;
  /** Opens a modal (a ui-kit `Prompt`/`Modal`); it replaces the one shown, if any. */
  showPrompt: (prompt: ReactNode) => void;
  /** Closes the modal. */
  closePrompt: () => void;
  /** Shows the thin progress bar at the top (0–100), or hides it with `null`. */
  setProgress: (percent: number | null) => void;
  /** Opens or closes the sidebar drawer of narrow screens. */
  toggleSidebar: () => void;
  /** Whether that drawer is open (the ☰ button's `aria-expanded`). */
  sidebarOpen: boolean;
}

/** The sidebar's element id, which the ☰ button controls. */
export const SIDEBAR_ID = 'fb-sidebar';

export const ShellContext = createContext<ShellControls | null>(null);

/** The layout's {@link ShellControls}; throws outside the layout. */
export function useShell(): ShellControls {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the app layout');
  return shell;
}
