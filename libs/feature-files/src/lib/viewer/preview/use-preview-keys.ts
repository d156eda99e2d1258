import { useEffect, useRef, type PointerEvent } from 'react';

/** A horizontal finger move of at least this many pixels (and more across than down) steps. */
export const SWIPE_DISTANCE = 50;

/**
 * The preview's page keys (frontend-behaviour §10): ← / → step to the previous / next file
 * (not on video, where they seek), Escape closes; all stand aside while a prompt is open or
 * when something inside handled the key.
 */
export function usePreviewKeys(input: {
  enabled: boolean;
  arrows: boolean;
  previous: () => void;
  next: () => void;
  close: () => void;
}) {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { enabled, arrows, previous, next, close } = latest.current;
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      // Right-to-left pages mirror the arrows, so → still means "towards the end".
      const rtl = document.documentElement.dir === 'rtl';
      if (arrows && event.key === 'ArrowRight') (rtl ? previous : next)();
      else if (arrows && event.key === 'ArrowLeft') (rtl ? next : previous)();
      else if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}

/**
 * Touch swipes over the preview: left for the next file, right for the previous one. Returns
 * the pointer handlers to spread on the preview's element.
 */
export function useSwipe(input: { previous: () => void; next: () => void }) {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current =
        event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : undefined;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = undefined;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) input.next();
      else input.previous();
    },
  };
}
