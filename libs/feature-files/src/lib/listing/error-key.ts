/** The i18n key of the message shown for a failed load (spec §8, files panel). */
export function errorKeyFor(
  status: number,
): 'errors.connection' | 'errors.forbidden' | 'errors.notFound' | 'errors.internal' {
  if (status === 0) return 'errors.connection';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  return 'errors.internal';
}
