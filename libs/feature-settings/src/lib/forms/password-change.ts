/** How the new-password inputs are coloured: green when they match, red when they differ. */
export type PasswordValidity = 'valid' | 'invalid' | undefined;

/** The new password and its confirmation, as typed. */
export interface PasswordChange {
  password: string;
  confirm: string;
  /** The caller's own password; only asked for when the server wants it (JSON auth). */
  current: string;
}

/**
 * Colour of both new-password inputs (spec §5): none while both are empty, green when they are
 * equal, red when they differ (also when only one is filled in).
 */
export function passwordValidity({ password, confirm }: PasswordChange): PasswordValidity {
  if (password === '' && confirm === '') return undefined;
  return password === confirm ? 'valid' : 'invalid';
}

/**
 * Whether the change may be sent: both new-password fields non-empty and equal, and the current
 * password filled in when the server asks for it. Otherwise nothing is sent.
 */
export function canSendPassword(change: PasswordChange, askCurrent: boolean): boolean {
  const { password, confirm, current } = change;
  if (password === '' || confirm === '' || password !== confirm) return false;
  return !askCurrent || current !== '';
}
