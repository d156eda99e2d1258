import bcrypt from 'bcryptjs';

/** bcrypt cost: about 50 ms per check on the reference 2-core machine. */
const COST = 10;

/** A hash of a password nobody has, compared when the username is unknown so timing leaks nothing. */
const DUMMY_HASH = bcrypt.hashSync('no user has this password', COST);

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/**
 * Checks `password` against `hash`; with no hash (unknown user) it still spends the same time
 * on a dummy comparison and answers false.
 */
export async function checkPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== undefined && matches;
}
