import { useEffect, useRef } from 'react';
import { actionForKey, isTyping, type FilesAction } from '../keyboard/key-map';

/**
 * Listens for the listing's shortcuts on the document while `enabled` (no prompt open) and
 * hands each to `run`; returns false from `run` to let the browser keep the key (nothing done).
 */
export function useFilesKeys(enabled: boolean, run: (action: FilesAction) => boolean): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event, isTyping(event.target));
      if (action && latest.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled]);
}
