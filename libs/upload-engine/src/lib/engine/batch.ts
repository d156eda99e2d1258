import { formatEta, formatPercent } from '../progress/format';
import { createSpeedMeter } from '../progress/speed-meter';
import type { SpeedReading } from '../progress/speed-meter';
import { knownSize, typeOf } from './source';
import type { UploadEntry, UploadItem, UploadState, UploadStatus } from './types';

/** One queued item and what only the engine sees: raw progress and its abort handle. */
export interface QueueRecord {
  item: UploadItem;
  /** Bytes the transport reported; copied into `item.sentBytes` by the 1000 ms sample. */
  raw: number;
  controller: AbortController;
}

const idleReading: SpeedReading = { bytesPerSecond: 0, etaSeconds: Infinity };

function itemOf(entry: UploadEntry, id: number): UploadItem {
  const isDir = entry.isDir ?? entry.path.endsWith('/');
  const path = isDir ? entry.path.replace(/\/*$/, '/') : entry.path;
  const size = isDir ? 0 : (entry.size ?? knownSize(entry.file) ?? 0);
  return {
    id,
    path,
    name: entry.name ?? path.replace(/\/+$/, '').split('/').pop() ?? '',
    file: entry.file,
    overwrite: entry.overwrite ?? false,
    type: entry.type ?? typeOf(isDir, entry.file),
    size,
    isDir,
    fullPath: entry.fullPath,
    // Folders and empty files count as one byte so percentages never divide by zero.
    totalBytes: size || 1,
    sentBytes: 0,
    status: 'pending',
    percent: '0.00',
  };
}

/**
 * The batch's items and byte counters (frontend-behaviour §7): transports write raw progress,
 * `sample()` copies it into the visible counters, finished items are credited, and the speed
 * meter (0.2/0.8 smoothing over 5 samples) runs on every change of the sent bytes.
 */
export function createBatch(clock: () => number) {
  const meter = createSpeedMeter({ now: clock });
  let records: QueueRecord[] = [];
  let totalBytes = 0;
  let sentBytes = 0;
  let reading = idleReading;
  let lastSent = 0;
  let cached: UploadState | undefined;

  const credit = (record: QueueRecord, sent: number) => {
    const value = Math.min(Math.max(sent, 0), record.item.totalBytes);
    sentBytes += value - record.item.sentBytes;
    record.item.sentBytes = value;
    record.item.percent = formatPercent(value, record.item.totalBytes);
  };
  // Like upstream's watcher, the meter samples only when the sent bytes change (or are 0, which
  // stamps the batch start); a changed total just moves the ETA.
  const measure = () => {
    cached = undefined;
    if (sentBytes !== lastSent || sentBytes === 0) {
      reading = meter.update({ sentBytes, totalBytes });
      lastSent = sentBytes;
    } else if (reading.bytesPerSecond > 0) {
      const etaSeconds = Math.max(0, totalBytes - sentBytes) / reading.bytesPerSecond;
      reading = { bytesPerSecond: reading.bytesPerSecond, etaSeconds };
    }
  };
  const setStatus = (record: QueueRecord, status: UploadStatus, error?: string) => {
    Object.assign(record.item, { status }, error !== undefined && { error });
    cached = undefined;
  };

  return {
    records: () => records,
    add(entry: UploadEntry): QueueRecord {
      const record = {
        item: itemOf(entry, records.length),
        raw: 0,
        controller: new AbortController(),
      };
      records.push(record);
      totalBytes += record.item.totalBytes;
      measure();
      return record;
    },
    /** A path's size became known once opened. */
    resize(record: QueueRecord, size: number) {
      totalBytes += (size || 1) - record.item.totalBytes;
      Object.assign(record.item, { size, totalBytes: size || 1 });
      measure();
    },
    setStatus,
    /** The 1000 ms sample: visible progress of every uploading item catches up. */
    sample() {
      for (const record of records)
        if (record.item.status === 'uploading') credit(record, record.raw);
      measure();
    },
    /** Success credits the rest; otherwise only what was sent counts and the rest leaves the total. */
    finish(record: QueueRecord, status: UploadStatus, error?: string) {
      if (status === 'done') credit(record, record.item.totalBytes);
      else {
        credit(record, record.raw);
        totalBytes -= record.item.totalBytes - record.item.sentBytes;
      }
      setStatus(record, status, error);
      record.item.file = undefined; // let the browser free the File
      measure();
    },
    snapshot(): UploadState {
      if (cached) return cached;
      const items = records.map((record) => ({ ...record.item }));
      const active = items.filter((item) => item.status === 'uploading');
      const pendingCount = active.length + items.filter((item) => item.status === 'pending').length;
      cached = {
        uploading: pendingCount > 0,
        items,
        active,
        pendingCount,
        totalBytes,
        sentBytes,
        ...reading,
        eta: formatEta(reading.etaSeconds),
        percent: formatPercent(sentBytes, totalBytes),
      };
      return cached;
    },
    reset() {
      records = [];
      totalBytes = 0;
      sentBytes = 0;
      meter.reset();
      reading = idleReading;
      lastSent = 0;
      cached = undefined;
    },
  };
}

/** The batch bookkeeping `createUploadEngine` drives. */
export type Batch = ReturnType<typeof createBatch>;
