import type { ApiClient, SearchResult } from '@file-browser/api-client';
import { isCancelled } from '@file-browser/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a search shows: results so far, whether it still runs, and why it failed. */
export interface SearchState {
  readonly results: readonly SearchResult[];
  readonly running: boolean;
  readonly error: unknown;
}

const idle: SearchState = { results: [], running: false, error: undefined };

/** Results are handed to React at most this often while they stream in. */
const FLUSH_MS = 100;

/**
 * Runs searches below `folder`: results stream in (batched, so thousands of matches do not
 * mean thousands of renders); a new search, `stop()` or unmounting aborts the one running,
 * which also stops the server's walk.
 */
export function useSearch(client: ApiClient, folder: string) {
  const [state, setState] = useState<SearchState>(idle);
  const running = useRef<AbortController | undefined>(undefined);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = undefined;
    setState((current) => ({ ...current, running: false }));
  }, []);

  const run = useCallback(
    async (query: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const found: SearchResult[] = [];
      let flushed = 0;
      setState({ results: [], running: true, error: undefined });
      try {
        for await (const result of client.search(folder, query, { signal: controller.signal })) {
          found.push(result);
          if (Date.now() - flushed >= FLUSH_MS) {
            flushed = Date.now();
            setState({ results: [...found], running: true, error: undefined });
          }
        }
        if (!controller.signal.aborted)
          setState({ results: found, running: false, error: undefined });
      } catch (error) {
        if (controller.signal.aborted || isCancelled(error)) return;
        setState({ results: found, running: false, error });
      }
    },
    [client, folder],
  );

  const clear = useCallback(() => {
    running.current?.abort();
    setState(idle);
  }, []);

  useEffect(() => () => running.current?.abort(), []);
  return { ...state, run, stop, clear };
}
