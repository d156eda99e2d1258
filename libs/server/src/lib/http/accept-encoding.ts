/** The quality of `identity` when `Accept-Encoding` names neither it nor `*`. */
const UNNAMED_IDENTITY = 0.0001;

/** `Accept-Encoding` as coding → quality, names lower-cased; entries with a bad `q` dropped. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality) || quality < 0 || quality > 1) continue;
    found.set(name, quality);
  }
  return found;
}

/**
 * The coding to send (RFC 9110 §12.5.3): of those `available` (best first) and `identity`,
 * the one with the highest quality above 0 in `Accept-Encoding`, ties going to the smaller
 * body. A coding not named takes `*`'s quality, else 0. `identity` not named is acceptable,
 * but after any coding the client lists (q-values have three decimals, so it ranks below
 * `q=0.001`). No header, an empty one, or nothing acceptable: `identity`.
 */
export function chooseCoding<Coding extends 'br' | 'gzip'>(
  header: string | undefined,
  available: readonly Coding[],
): Coding | 'identity' {
  if (header === undefined) return 'identity';
  const accepted = qualities(header);
  const star = accepted.get('*');
  const quality = (coding: Coding | 'identity') =>
    accepted.get(coding) ??
    (coding === 'gzip' ? accepted.get('x-gzip') : undefined) ??
    star ??
    (coding === 'identity' ? UNNAMED_IDENTITY : 0);
  let best: Coding | 'identity' = 'identity';
  let bestQuality = 0;
  for (const coding of [...available, 'identity' as const]) {
    const q = quality(coding);
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  return best;
}
