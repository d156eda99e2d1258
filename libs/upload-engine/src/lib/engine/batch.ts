import { formatEta, formatPercent } from '../progress/format';
import { createSpeedMeter } from '../progress/speed-meter';
import { knownSize, typeOf } from './source';
import type { UploadEntry, UploadItem, UploadState, UploadStatus, UploadTotals } from './types';

/** One queued item and what only the engine sees: its abort handle and undelivered progress. */
export interface QueueRecord {
  item: UploadItem;
  controller: AbortController;
  /** Acknowledged bytes changed since the last `progress` event of this item. */
  moved: boolean;
}

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
    tusUploadUrl: entry.tusUploadUrl,
    // Folders and empty files count as one byte so percentages never divide by zero.
    totalBytes: size || 1,
    sentBytes: 0,
    status: 'pending',
    percent: '0.00',
  };
}

/**
 * The batch's items and byte counters: transports report acknowledged bytes (kept monotonic,
 * and one byte short of the item's total until it is done), finished items are credited in
 * full, failed ones keep what the server acknowledged and the rest leaves the total. The speed
 * meter sees every change of the batch's acknowledged bytes, except those the server already
 * had when a resumed upload joined it (`carried`): they were not sent at this speed.
 */
export function createBatch(clock: () => number) {
  const meter = createSpeedMeter({ now: clock });
  let records: QueueRecord[] = [];
  let totalBytes = 0;
  let sentBytes = 0;
  let carried = 0;

  const credit = (record: QueueRecord, acknowledged: number, earlier = false) => {
    const { item } = record;
    const value = Math.min(Math.max(acknowledged, item.sentBytes), item.totalBytes);
    if (value === item.sentBytes) return;
    sentBytes += value - item.sentBytes;
    if (earlier) carried += value - item.sentBytes;
    item.sentBytes = value;
    item.percent = formatPercent(value, item.totalBytes);
    record.moved = true;
    meter.record(sentBytes - carried);
  };
  const setStatus = (record: QueueRecord, status: UploadStatus, error?: string) => {
    Object.assign(record.item, { status }, error !== undefined && { error });
  };
  const totals = (): UploadTotals => {
    const pendingCount = records.filter(
      ({ item }) => item.status === 'pending' || item.status === 'uploading',
    ).length;
    const reading = meter.read(totalBytes - carried);
    return {
      pendingCount,
      totalBytes,
      sentBytes,
      ...reading,
      eta: formatEta(reading.etaSeconds),
      percent: formatPercent(sentBytes, totalBytes),
    };
  };

  return {
    records: () => records,
    add(entry: UploadEntry): QueueRecord {
      if (records.length === 0) meter.record(0); // the batch starts now
      const record = {
        item: itemOf(entry, records.length),
        controller: new AbortController(),
        moved: false,
      };
      records.push(record);
      totalBytes += record.item.totalBytes;
      return record;
    },
    /** A path's size became known once opened. */
    resize(record: QueueRecord, size: number) {
      totalBytes += (size || 1) - record.item.totalBytes;
      Object.assign(record.item, { size, totalBytes: size || 1 });
    },
    setStatus,
    /**
     * The transport's count (`earlier`: what the server had before a resumed upload sent any);
     * 100 % only comes with `finish(record, 'done')`.
     */
    acknowledge(record: QueueRecord, acknowledged: number, earlier = false) {
      if (record.item.status !== 'uploading') return;
      credit(record, Math.min(acknowledged, record.item.totalBytes - 1), earlier);
    },
    /** Success credits the rest; otherwise only what was acknowledged counts. */
    finish(record: QueueRecord, status: UploadStatus, error?: string) {
      if (status === 'done') credit(record, record.item.totalBytes);
      else totalBytes -= record.item.totalBytes - record.item.sentBytes;
      setStatus(record, status, error);
      record.item.file = undefined; // let the browser free the File
    },
    totals,
    snapshot(): UploadState {
      const items = records.map((record) => ({ ...record.item }));
      const active = items.filter((item) => item.status === 'uploading');
      const current = totals();
      return { ...current, uploading: current.pendingCount > 0, items, active };
    },
    reset() {
      records = [];
      totalBytes = 0;
      sentBytes = 0;
      carried = 0;
      meter.reset();
    },
  };
}

/** The batch bookkeeping `createUploadEngine` drives. */
export type Batch = ReturnType<typeof createBatch>;
