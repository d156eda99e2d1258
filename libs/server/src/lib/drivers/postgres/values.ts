/** The range of PostgreSQL's `integer`, the type of user ids. */
const INTEGER_MIN = -(2 ** 31);
const INTEGER_MAX = 2 ** 31 - 1;

/*
 * Lookups take what a request says (ids from URLs, usernames at login, share hashes), so they
 * may be anything. A value PostgreSQL cannot hold names no row, as in SQLite, where
 * PostgreSQL would refuse the query with an error and the server answer 500.
 */

/** Whether `id` can name a row: not NaN, 1.5 or 2^53. */
export function canBeRowId(id: number): boolean {
  return Number.isInteger(id) && id >= INTEGER_MIN && id <= INTEGER_MAX;
}

/** Whether `text` can be stored: PostgreSQL's text has no NUL character. */
export function canBeText(text: string): boolean {
  return !text.includes('\0');
}
