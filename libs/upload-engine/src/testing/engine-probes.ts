// What a real engine does, watched by the real-server upload tests: its events, the bytes it sent.
import type { FileTransport } from '../lib/engine/types';
import type { UploadEngine } from '../lib/engine/upload-engine';

/** Wraps a real transport so the test can act once `threshold` bytes went out. */
export function whenSent(
  transport: FileTransport,
  threshold: number,
  act: () => void,
): FileTransport {
  let fired = false;
  return (request) =>
    transport({
      ...request,
      onProgress: (sent) => {
        request.onProgress(sent);
        if (sent >= threshold && !fired) {
          fired = true;
          act();
        }
      },
    });
}

/** Records an engine's events: their kinds in order, an item's acknowledged bytes, item ends. */
export function eventLog(engine: UploadEngine) {
  const events: { kind: string; path: string; bytes: number; text: string }[] = [];
  const push = (kind: string, path: string, bytes: number, text = '') => {
    events.push({ kind, path, bytes, text });
  };
  engine.on('progress', ({ item }) => {
    push('progress', item.path, item.sentBytes);
  });
  engine.on('retry', ({ item, attempt }) => {
    push('retry', item.path, item.sentBytes, `#${attempt}`);
  });
  engine.on('complete', ({ item }) => {
    push('complete', item.path, item.sentBytes);
  });
  engine.on('error', ({ item, message }) => {
    push('error', item.path, item.sentBytes, message);
  });
  engine.on('drained', () => {
    push('drained', '', 0);
  });
  return {
    events,
    kinds: () => events.map((event) => event.kind),
    /** Acknowledged bytes of every `progress` event, in order. */
    progress: () => events.filter((event) => event.kind === 'progress').map((event) => event.bytes),
    /** `complete <path>` / `error <path> <message>`, in order. */
    ends: () =>
      events
        .filter((event) => event.kind === 'complete' || event.kind === 'error')
        .map((event) => `${event.kind} ${event.path}${event.text ? ` ${event.text}` : ''}`),
  };
}
