import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

/**
 * A modified time as the listing shows it (frontend-behaviour §6.4): "3 days ago", or with the
 * user's `dateFormat` preference the absolute localised "L LT" (e.g. 11/24/2026 7:25 AM).
 */
export function formatModified(iso: string, absolute: boolean): string {
  return absolute ? dayjs(iso).format('L LT') : dayjs(iso).fromNow();
}
