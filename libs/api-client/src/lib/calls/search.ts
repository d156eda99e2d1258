import type { SearchResult } from '@file-browser/api-contract';
import { searchResultSchema } from '@file-browser/api-contract';
import { ApiError, connectionError } from '../api-error';
import { encodePath } from '../encode-path';
import type { CallOptions } from '../options';
import type { Transport } from '../transport';

/** One NDJSON line as a result; blank lines (the server's heartbeat) are skipped. */
function parseLine(line: string, status: number): SearchResult | undefined {
  if (line.trim() === '') return undefined;
  try {
    return searchResultSchema.parse(JSON.parse(line));
  } catch {
    throw new ApiError(`Invalid search result: ${line}`, status);
  }
}

/** The body's lines as they arrive; the last line may lack its newline. */
async function* lines(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch {
        throw connectionError(signal);
      }
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const complete = buffer.split('\n');
      buffer = complete.pop() ?? '';
      yield* complete;
    }
    yield buffer + decoder.decode();
  } finally {
    // Stops the server's walk when the caller breaks out early.
    await reader.cancel().catch(() => undefined);
  }
}

/** Options of a search: abortable, and pageable on our server. */
export interface SearchOptions extends CallOptions {
  /** Skip this many results (ours; upstream ignores it). */
  offset?: number;
  /** Send at most this many results (ours; upstream ignores it). */
  limit?: number;
}

const optional = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** Search (api-contract §7). */
export function searchCalls(transport: Transport) {
  return {
    /**
     * `GET /api/search{folder}/?query=`: matches below `folder` as they are found, as an async
     * iterator (`for await`). `path` is relative to the folder, without a leading slash. Abort with
     * `signal` or by leaving the loop; either stops the server's walk.
     */
    async *search(
      folder: string,
      query: string,
      call: SearchOptions = {},
    ): AsyncGenerator<SearchResult> {
      const response = await transport.send({
        path: `/api/search${encodePath(folder).replace(/\/?$/, '/')}`,
        query: { query, offset: optional(call.offset), limit: optional(call.limit) },
        signal: call.signal,
      });
      if (!response.body) return;
      for await (const line of lines(response.body, call.signal)) {
        const result = parseLine(line, response.status);
        if (result) yield result;
      }
    },
  };
}
