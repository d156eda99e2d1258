import type { MouseEvent } from 'react';

/** A primary-button click without modifiers: the app navigates itself; others open tabs. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
