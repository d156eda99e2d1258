import bcrypt from 'bcryptjs';
import { isCommonPassword } from './common-passwords';

/** bcrypt cost: about 50 ms per check on the reference 2-core machine. */
const COST = 10;

/** A hash of a password nobody has, compared when the username is unknown so timing leaks nothing. */
const DUMMY_HASH = bcrypt.hashSync('no user has this password', COST);

/** At most this many bcrypt runs at once; the rest wait their turn (K51: bounded hashing). */
const MAX_CONCURRENT_HASHES = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return limited(() => bcrypt.hash(password, COST));
}

/**
 * Checks `password` against `hash`; with no hash (unknown user) it still spends the same time
 * on a dummy comparison and answers false.
 */
export async function checkPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await limited(() => bcrypt.compare(password, hash ?? DUMMY_HASH));
  return hash !== undefined && matches;
}

/** bcrypt reads only the first 72 bytes of a password; longer ones are refused, never truncated. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Checks a new password against the policy (api-contract §5.4) and returns the 400 cause, or
 * undefined when it is acceptable. Lengths are in UTF-8 bytes, as bcrypt counts them.
 * Differs from upstream: over 72 bytes is refused rather than silently truncated.
 */
export function passwordProblem(password: string, minimumLength: number): string | undefined {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes === 0) return 'password is empty';
  if (bytes < minimumLength) {
    return `password is too short, minimum length is ${String(minimumLength)}`;
  }
  if (bytes > MAX_PASSWORD_BYTES) {
    return `password is too long, maximum length is ${String(MAX_PASSWORD_BYTES)} bytes`;
  }
  if (isCommonPassword(password)) return 'password is too easy';
  return undefined;
}

/** True when bcrypt could not check `password` without truncating it. */
export function tooLongForBcrypt(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}
