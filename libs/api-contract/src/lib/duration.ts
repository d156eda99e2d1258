/** Seconds in one unit of a Go duration string (upstream's `time.ParseDuration`). */
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
};

/**
 * The seconds a Go duration string names (`2h`, `90s`, `1h30m`, `1.5h`), as upstream's
 * `tokenExpirationTime` is written, or undefined when it is not one. No sign, no bare numbers.
 */
export function parseDuration(text: string): number | undefined {
  const part = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/y;
  let seconds = 0;
  let at = 0;
  while (at < text.length) {
    part.lastIndex = at;
    const match = part.exec(text);
    if (!match) return undefined;
    seconds += Number(match[1]) * (UNIT_SECONDS[match[2] ?? ''] ?? Number.NaN);
    at = part.lastIndex;
  }
  return at > 0 && Number.isFinite(seconds) ? seconds : undefined;
}

/** Shortest session token lifetime accepted (`tokenExpirationTime`). */
const MIN_TOKEN_SECONDS = 60;
/** Longest: the default absolute session length, beyond which renewals stop anyway (K53). */
const MAX_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** Upstream's token lifetime when none is set. */
export const DEFAULT_TOKEN_EXPIRATION_TIME = '2h';

/**
 * Why `text` is refused as a token lifetime, or undefined when it is a duration from one
 * minute to 30 days. The message names the setting as upstream does.
 */
export function tokenExpirationProblem(text: string): string | undefined {
  const seconds = parseDuration(text);
  if (seconds === undefined) {
    return `tokenExpirationTime "${text}" is not a duration such as 2h, 90m or 1h30m`;
  }
  if (seconds < MIN_TOKEN_SECONDS || seconds > MAX_TOKEN_SECONDS) {
    return `tokenExpirationTime "${text}" must be from 1m to 720h (30 days)`;
  }
  return undefined;
}
