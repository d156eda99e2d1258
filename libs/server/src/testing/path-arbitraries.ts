import fc from 'fast-check';

/*
 * fast-check generators of hostile request paths, shared by the property tests of the path
 * resolver (files/paths.property.test.ts) and of the routes (routes/paths-http.property.test.ts).
 * Tests only.
 */

/** Segments that have broken path handling somewhere (encodings, dots, separators, unicode). */
export const nastySegment = fc.constantFrom(
  '..',
  '.',
  '',
  '...',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%2f',
  '%2F',
  '%5c',
  '%252e%252e',
  '%25',
  '%c0%ae%c0%ae',
  '%e0%80%ae',
  '%00',
  '%',
  '%zz',
  '\\',
  '..\\..',
  '\\..\\..\\outside',
  '..%5c..',
  'C:',
  'C:\\',
  '\u2025',
  '\uff0e\uff0e',
  '\u002e\u0301',
  '\u202e',
  'é',
  'e\u0301',
  '日本',
  '\ud83d\ude00',
  '~',
  'outside',
  'root-evil',
);

/** Names that exist in the symlink layout built below. */
export const layoutSegment = fc.constantFrom(
  'docs',
  'a.txt',
  'escape',
  'inside-link',
  'dangling-out',
  'dangling-in',
  'loop',
  'self',
  'up',
  'ancestor',
  'evil',
  'data',
  'data-evil',
  'deeper',
  'secret.txt',
  'new.txt',
);

export const segment = fc.oneof(
  { weight: 3, arbitrary: nastySegment },
  { weight: 3, arbitrary: layoutSegment },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);

/** A raw (still percent-encoded) request path: segments joined by `/`, `//` or `\`. */
export const rawPath = fc
  .tuple(
    fc.constantFrom('', '/', '//', '\\', '/../', '/./'),
    fc.array(fc.tuple(segment, fc.constantFrom('/', '/', '/', '//', '\\')), { maxLength: 8 }),
    fc.constantFrom('', '/', '/.', '/..'),
  )
  .map(([lead, parts, tail]) => lead + parts.map(([name, glue]) => name + glue).join('') + tail);
