/** Where the browser keeps the uploads-at-once limit: the server's user has no such field. */
export const UPLOADS_LIMIT_KEY = 'uploadsLimit';

/** The stored uploads-at-once limit, or `undefined` when none (or an unreadable one) is kept. */
export function storedUploadsLimit(storage: Pick<Storage, 'getItem'>): number | undefined {
  const value = Number(storage.getItem(UPLOADS_LIMIT_KEY) ?? Number.NaN);
  return Number.isInteger(value) && value >= 1 && value <= 10 ? value : undefined;
}
