import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLatest } from '../hooks/use-latest';
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
  /** Element id, for the ☰ button's `aria-controls`. */
  id?: string;
}

/**
 * Focus moves into the open drawer, and back to where it was (the ☰ button) when it closes.
 * Returns that opener while the drawer is open.
 */
function useDrawerFocus(
  nav: RefObject<HTMLElement | null>,
  open: boolean,
): RefObject<Element | null> {
  const openerRef = useRef<Element | null>(null);
  useEffect(() => {
    const drawer = nav.current;
    if (!open || !drawer) return;
    const opener = document.activeElement;
    openerRef.current = opener;
    drawer.querySelector<HTMLElement>('button, a[href]')?.focus();
    return () => {
      // Only focus left in the drawer goes back: a prompt opened by an entry keeps its own.
      const active = document.activeElement;
      if ((active === document.body || drawer.contains(active)) && opener instanceof HTMLElement) {
        opener.focus();
      }
      openerRef.current = null;
    };
  }, [nav, open]);
  return openerRef;
}

/**
 * The app's side navigation column: fixed beside the page on wide screens, and on narrow ones
 * a drawer under the header (so ☰ stays in reach) over a backdrop. The open drawer closes on
 * Escape, on a tap outside, on Tab out of it and once an entry is chosen, as an entry may
 * leave the page where it is ("My files" while in the files).
 */
export function Sidebar({ label, open, onClose, children, id }: SidebarProps) {
  const nav = useRef<HTMLElement>(null);
  const onCloseRef = useLatest(onClose);
  const opener = useDrawerFocus(nav, open);
  // Entries close the drawer when it is open; on wide screens there is nothing to close.
  const close = useCallback(() => {
    if (open) onCloseRef.current();
  }, [open, onCloseRef]);
  useEffect(() => {
    const drawer = nav.current;
    if (!open || !drawer) return;
    // Escape with the focus in the drawer is the drawer's alone: caught before the page's own
    // keys (the listing clears its selection on Escape, an open file closes), which stay out.
    // A prompt opened over it keeps its Escape.
    const onKey = (event: KeyboardEvent) => {
      const focus = document.activeElement;
      if (event.key !== 'Escape' || (focus !== document.body && !drawer.contains(focus))) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open, onCloseRef]);

  return (
    <>
      {open && (
        // A pointer-only way out; keyboards have Escape, so the backdrop is not focusable.
        <div className="fb-sidebar__backdrop" role="presentation" onClick={onClose} />
      )}
      <nav
        ref={nav}
        id={id}
        className={open ? 'fb-sidebar fb-sidebar--open' : 'fb-sidebar'}
        aria-label={label}
        onBlur={(event) => {
          // Tab out of the drawer closes it; a press on ☰ (the opener) toggles it itself.
          const next = event.relatedTarget;
          if (!open || !(next instanceof Node) || next === opener.current) return;
          if (!event.currentTarget.contains(next)) onClose();
        }}
      >
        <CloseDrawer value={close}>{children}</CloseDrawer>
      </nav>
    </>
  );
}
