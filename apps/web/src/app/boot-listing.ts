/**
 * The folder's first page that `index.html` asked for while the page was loading, before any of
 * the app's code ran (a request sent with the page, not ~150 ms later once the app has started).
 */
export interface BootListing {
  /** The request's URL, as the API client would write it (`<base>/api/resources/…?limit=…`). */
  url: string;
  /** The token it was sent with. */
  token: string;
  response: Promise<Response>;
  /** Whether the splash shows the page's first rows (settles once it is drawn, or will not be). */
  rows?: Promise<boolean>;
}

/** How long after the page's start the boot listing may still be taken: after that it is stale. */
const ADOPT_WITHIN_MS = 10_000;

function isBootListing(value: unknown): value is BootListing {
  if (typeof value !== 'object' || value === null) return false;
  const { url, token, response } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof token === 'string' && response instanceof Promise;
}

/** Whether index.html draws the boot listing's first rows in the splash (false without one). */
export function firstRowsOf(boot: unknown): Promise<boolean> {
  if (!isBootListing(boot) || !(boot.rows instanceof Promise)) return Promise.resolve(false);
  return boot.rows;
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/** Rejects as `fetch` does when `signal` aborts, else settles with `response`. */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => {
      reject(signal.reason as Error);
    });
    response.then(resolve, reject);
  });
}

/**
 * A `fetch` for the API client that hands the boot listing to the first request asking for
 * exactly it: a GET of the same URL with the same token, early in the page's life. It is taken
 * once; anything else, or anything later, goes to the network. The page's script and the client
 * write the URL the same way; if they ever differ, the app simply asks again.
 */
export function adoptingFetch(
  boot: unknown,
  network: typeof fetch,
  now: () => number = () => performance.now(),
): typeof fetch {
  let waiting = isBootListing(boot) ? boot : undefined;
  return (input, init) => {
    const claim = waiting;
    const matches =
      claim !== undefined &&
      now() < ADOPT_WITHIN_MS &&
      input === claim.url &&
      (init?.method ?? 'GET') === 'GET' &&
      headerOf(init, 'X-Auth') === claim.token;
    if (!matches) return network(input, init);
    waiting = undefined;
    return abortable(claim.response, init?.signal);
  };
}
