import { useEffect, useState } from 'react';

/** Tiles shown at first and added each time the end comes near (frontend-behaviour §6.3). */
export const SHOW_STEP = 50;

/**
 * "50, then more near the bottom" for the mosaic views, whose tiles wrap in a grid and so are
 * not windowed: a sentinel after the last tile (attach `sentinel` as its ref) adds
 * {@link SHOW_STEP} more whenever it comes within a quarter of a screen of the viewport.
 * Starts again at 50 when `resetKey` changes.
 */
export function useShowLimit(
  total: number,
  resetKey: string,
): { limit: number; sentinel: (node: HTMLDivElement | null) => void } {
  const [state, setState] = useState({ key: resetKey, limit: SHOW_STEP });
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const limit = state.key === resetKey ? state.limit : SHOW_STEP;
  if (state.key !== resetKey) setState({ key: resetKey, limit: SHOW_STEP });

  useEffect(() => {
    if (!node || limit >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState((current) => ({ ...current, limit: current.limit + SHOW_STEP }));
        }
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [node, limit, total]);

  return { limit: Math.min(limit, total), sentinel: setNode };
}
