import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { SearchIndex, SearchIndexStatus } from '../ports/search-index';
import type { TusUploadRepository } from '../ports/store';

/** Upload requests counted while their body streams in: tus chunks, raw POST and PUT bodies. */
export type UploadKind = 'tus' | 'post' | 'put';

/**
 * Everything one server reports on `/metrics`, in its own registry: two servers in one process
 * (tests, or an embedder) never share a counter.
 */
export interface ServerMetrics {
  registry: Registry;
  requestSeconds: Histogram<'route' | 'method' | 'status'>;
  receivedBytes: Counter;
  sentBytes: Counter;
  uploadsInFlight: Gauge<'kind'>;
  rateLimitRejections: Counter<'route'>;
}

/** What the scrape-time gauges read: the search index (absent when off) and tus staging. */
export interface MetricsSources {
  searchIndex: SearchIndex | undefined;
  /** The records of tus uploads begun and not yet complete. */
  tusUploads: TusUploadRepository;
}

// Seconds: API calls take milliseconds, downloads and uploads of big files minutes.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

function indexGauges(registry: Registry, index: SearchIndex): void {
  const gauge = (name: string, help: string, read: (status: SearchIndexStatus) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(index.status()));
      },
    });
  gauge(
    'filebrowser_search_index_ready',
    '1 once the first full walk of the root is indexed',
    (s) => (s.ready ? 1 : 0),
  );
  gauge(
    'filebrowser_search_index_entries',
    'Files and folders in the search index',
    (s) => s.entries,
  );
  gauge('filebrowser_search_index_bytes', 'Size of the search index on disk', (s) => s.bytes);
  gauge(
    'filebrowser_search_index_pending_writes',
    "The server's own writes the search index has not applied yet",
    (s) => s.pendingWrites,
  );
  gauge(
    'filebrowser_search_index_lag_seconds',
    'Age of the oldest write the search index has not applied yet (0 when none)',
    (s) => s.lagSeconds,
  );
}

/** A fresh registry with the server's metrics and Node's process metrics. */
export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'filebrowser_tus_uploads_pending',
    help: 'Resumable (tus) uploads begun and not yet complete',
    registers,
    // Scraped through the store, which may be a network away: prom-client awaits a promise.
    async collect() {
      this.set(await sources.tusUploads.count());
    },
  });
  if (sources.searchIndex) indexGauges(registry, sources.searchIndex);
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'filebrowser_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    receivedBytes: new Counter({
      name: 'filebrowser_http_received_bytes_total',
      help: 'Bytes received from clients (requests with their bodies: uploads)',
      registers,
    }),
    sentBytes: new Counter({
      name: 'filebrowser_http_sent_bytes_total',
      help: 'Bytes sent to clients (answers with their bodies: downloads)',
      registers,
    }),
    uploadsInFlight: new Gauge({
      name: 'filebrowser_uploads_in_flight',
      help: 'Upload requests whose body is being received: tus chunks, POST and PUT bodies',
      labelNames: ['kind'],
      registers,
    }),
    rateLimitRejections: new Counter({
      name: 'filebrowser_rate_limit_rejections_total',
      help: 'Requests refused with 429 by the login, signup and share-password throttles',
      labelNames: ['route'],
      registers,
    }),
  };
}
