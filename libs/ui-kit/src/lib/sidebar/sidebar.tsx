import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseDrawer } from './sidebar-context';
import './sidebar.css';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** On narrow screens (≤ 1024 px) the sidebar is a drawer shown only while `open`. */
  open: boolean;
  /** Closes the drawer: Escape, a tap on the backdrop, choosing an entry, Tab out of it. */
  onClose: () => void;
  /** {@link SidebarItem}s, a {@link UsageBar}, a footer. */
  children: ReactNode;
}

/** Focus moves into the open drawer, and back to where it was (the ☰ button) when it closes. */
function useDrawerFocus(nav: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const drawer = nav.current;
    if (!open || !drawer) return;
    const opener = document.activeElement;
    drawer.querySelector<HTMLElement>('button, a[href]')?.focus();
    return () => {
      // Only focus left in the drawer goes back: a prompt opened by an entry keeps its own.
      const active = document.activeElement;
      if ((active === document.body || drawer.contains(active)) && opener instanceof HTMLElement) {
        opener.focus();
      }
    };
  }, [nav, open]);
}

/**
 * The app's side navigation column: fixed beside the page on wide screens, and on narrow ones
 * a drawer under the header (so ☰ stays in reach) over a backdrop. The open drawer closes on
 * Escape, on a tap outside, on Tab out of it and once an entry is chosen, as an entry may
 * leave the page where it is ("My files" while in the files).
 */
export function Sidebar({ label, open, onClose, children }: SidebarProps) {
  const nav = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useDrawerFocus(nav, open);
  // Entries close the drawer when it is open; on wide screens there is nothing to close.
  const close = useCallback(() => {
    if (open) onCloseRef.current();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Handled here: the page under the drawer (an open file) must not close as well.
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      {open && (
        // A pointer-only way out; keyboards have Escape, so the backdrop is not focusable.
        <div className="fb-sidebar__backdrop" role="presentation" onClick={onClose} />
      )}
      <nav
        ref={nav}
        className={open ? 'fb-sidebar fb-sidebar--open' : 'fb-sidebar'}
        aria-label={label}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
        }}
      >
        <CloseDrawer value={close}>{children}</CloseDrawer>
      </nav>
    </>
  );
}
