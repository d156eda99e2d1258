import { useEffect, useRef } from 'react';

/**
 * The editor's page keys: Ctrl/Cmd+S saves wherever the focus is (the browser's "save page"
 * is held back), Escape closes unless something inside handled it first (CodeMirror's search
 * panel closes on Escape).
 */
export function useEditorKeys(input: { enabled: boolean; save: () => void; close: () => void }) {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!latest.current.enabled) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current.save();
      } else if (event.key === 'Escape' && !event.defaultPrevented) {
        latest.current.close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}

/** While `dirty`, reloading or closing the tab asks the browser's "leave the page?" question. */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers ask "leave the page?" when the event is cancelled (no custom text any more).
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}
