import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { windowOf, type RowLayout, type RowWindow } from './row-layout';

/**
 * The rows of a window-scrolled list that are in or near the viewport. `origin` is attached to
 * the element where the first row starts (a spacer before the drawn rows); its position on
 * screen says how far the list has scrolled. The first render assumes the list starts at the
 * viewport's top, so the first rows are drawn at once rather than after a second render.
 */
export function useWindowRows(
  layout: RowLayout,
  overscan: number,
): { window: RowWindow; origin: (node: HTMLElement | null) => void } {
  const node = useRef<HTMLElement | null>(null);
  const current = useRef(layout);
  current.current = layout;
  const compute = useCallback((): RowWindow => {
    const top = node.current ? -node.current.getBoundingClientRect().top : 0;
    return windowOf(current.current, top, top + window.innerHeight, overscan);
  }, [overscan]);
  const [range, setRange] = useState<RowWindow>(compute);
  const update = useCallback(
    (sync: boolean) => {
      const next = compute();
      const apply = () => {
        setRange((last) => (last.first === next.first && last.last === next.last ? last : next));
      };
      // While scrolling, the new rows are drawn before the frame that shows them (no blank rows
      // on a fast scroll): the scroll event is handled apart from React's render.
      if (sync) flushSync(apply);
      else apply();
    },
    [compute],
  );
  // A new layout (rows, heights) or the list moved on the page: the window again, before paint.
  const { count, row, heading, headings } = layout;
  useLayoutEffect(() => {
    update(false);
  }, [update, count, row, heading, headings]);
  useEffect(() => {
    const onScroll = () => {
      update(true);
    };
    const onResize = () => {
      update(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [update]);
  const origin = useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
  const clamped = {
    first: Math.min(range.first, Math.max(count - 1, 0)),
    last: Math.min(range.last, count - 1),
  };
  return { window: clamped, origin };
}
