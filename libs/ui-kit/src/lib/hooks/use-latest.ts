import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the newest `value` (usually a callback prop), updated after every render: an
 * effect or listener set up once reads `ref.current` and calls what the caller passes now,
 * without being set up again each time a parent renders a new function.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
