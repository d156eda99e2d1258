import type { ApiClient } from '@file-browser/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * Loads a folder listing or file info. A new path cancels the request in flight (TanStack
 * Query aborts the signal), and the cancelled result is dropped silently (spec §4).
 * With `enabled` false it stays idle (a file's folder is only needed while a file is open).
 */
export function useResource(client: ApiClient, path: string, enabled = true) {
  return useQuery({
    queryKey: ['resource', path],
    queryFn: ({ signal }) => client.getResource(path, { signal }),
    retry: false,
    enabled,
  });
}
