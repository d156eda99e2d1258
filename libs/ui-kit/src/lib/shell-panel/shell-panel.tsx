import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import './shell-panel.css';

/** Drag updates closer together than this are dropped. */
export const SHELL_DRAG_THROTTLE_MS = 32;

/** Props of {@link ShellPanel}. */
export interface ShellPanelProps {
  /** Accessible name of the panel and its resize handle. */
  label: string;
  /** Height in em (upstream's default is 25). */
  height: number;
  /** Called with the new height in em while dragging or with the arrow keys. */
  onResize: (height: number) => void;
  /** The terminal: output and the prompt line. */
  children: ReactNode;
  /** Clock used to throttle drags; inject a fake in tests. Default `performance.now`. */
  now?: () => number;
}

/** Keeps the panel at least 4 em tall and at most the viewport minus the 4 em header. */
export function clampShellHeight(height: number, viewportEm: number): number {
  return Math.min(Math.max(height, 4), Math.max(4, viewportEm - 4));
}

function emSize(element: HTMLElement) {
  return parseFloat(getComputedStyle(element).fontSize) || 16;
}

/**
 * The bottom shell frame: a resize handle (drag or ArrowUp/ArrowDown) above the terminal. The
 * height stays between 4 em and the viewport minus 4 em; drag updates are throttled to 32 ms.
 * Always left-to-right, as terminal output is.
 */
export function ShellPanel({
  label,
  height,
  onResize,
  children,
  now = () => performance.now(),
}: ShellPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const lastDrag = useRef(-Infinity);

  const viewportEm = () => {
    const panel = panelRef.current;
    return window.innerHeight / (panel === null ? 16 : emSize(panel));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const time = now();
    if (time - lastDrag.current < SHELL_DRAG_THROTTLE_MS) return;
    lastDrag.current = time;
    const panel = panelRef.current;
    const em = panel === null ? 16 : emSize(panel);
    onResize(clampShellHeight((window.innerHeight - event.clientY) / em, viewportEm()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onResize(clampShellHeight(height + step, viewportEm()));
  };

  return (
    <section
      ref={panelRef}
      className="fb-shell-panel"
      aria-label={label}
      dir="ltr"
      style={{ blockSize: `${height}em` }}
    >
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- a focusable separator is ARIA's window-splitter pattern */}
      <div
        className="fb-shell-panel__handle"
        role="separator"
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuenow={Math.round(height)}
        aria-valuemin={4}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => {
          event.currentTarget.releasePointerCapture(event.pointerId);
        }}
      />
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      {/* The output scrolls when it is longer than the panel: focusable, so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div className="fb-shell-panel__body" role="group" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </section>
  );
}
