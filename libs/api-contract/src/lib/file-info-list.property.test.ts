import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isFileInfoList } from './file-info-list';
import { fileInfoSchema, resourceTypeSchema } from './resource';

/*
 * The compiled guard must say yes and no exactly where zod does, for anything JSON can carry:
 * valid items, items with one field broken (any JSON value, the numbers at the edges of
 * "non-negative safe integer", nested objects and arrays with bad members) or missing, and
 * unknown keys, which both accept (zod strips them, the guard keeps them).
 */

const count = fc.oneof(fc.nat(), fc.constantFrom(0, Number.MAX_SAFE_INTEGER));
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

const validItem = fc
  .record(
    {
      path: fc.string(),
      name: fc.string(),
      size: count,
      extension: fc.string(),
      modified: fc.string(),
      mode: count,
      isDir: fc.boolean(),
      isSymlink: fc.boolean(),
      type: fc.constantFrom(...resourceTypeSchema.options),
      subtitles: fc.array(fc.string(), { maxLength: 3 }),
      content: fc.string(),
      checksums: fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
      token: fc.string(),
      resolution: fc.record({ width: finite, height: finite }),
    },
    {
      requiredKeys: ['path', 'name', 'size', 'extension', 'modified', 'mode', 'isDir', 'isSymlink'],
    },
  )
  .map((item) => ({ type: '', ...item }));

const json = fc.jsonValue({ maxDepth: 2 });
const oddValue = fc.oneof(
  json,
  fc.constantFrom(-1, -0.5, 0.5, 2 ** 53, 1e21, -Number.MAX_SAFE_INTEGER, '', 'spreadsheet', null),
  fc.record(
    { width: fc.oneof(finite, json), height: fc.oneof(finite, json) },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), json), { maxKeys: 3 }),
  fc.array(fc.oneof(fc.string(), json), { maxLength: 3 }),
);

/** A valid item with one key (a known one or a new one) set to an odd value or removed. */
const keys = [...Object.keys(fileInfoSchema.shape), 'owner'];
const changedItem = fc
  .tuple(validItem, fc.constantFrom(...keys), fc.option(oddValue, { nil: undefined }))
  .map(([item, key, value]) => ({ ...item, [key]: value }));

const list = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.oneof(validItem, changedItem), { maxLength: 4 }) },
  { weight: 1, arbitrary: oddValue },
);

describe('isFileInfoList (property)', () => {
  it('agrees with z.array(fileInfoSchema) on whatever JSON carries', () => {
    const zodList = z.array(fileInfoSchema);
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(list, (generated) => {
        const value: unknown = JSON.parse(JSON.stringify(generated));
        const expected = zodList.safeParse(value).success;
        expect(isFileInfoList(value)).toBe(expected);
        seen[expected ? 'accepted' : 'refused'] += 1;
      }),
      { numRuns: 4000 },
    );
    // Both answers must be well represented, or the agreement says little.
    expect(seen.accepted).toBeGreaterThan(500);
    expect(seen.refused).toBeGreaterThan(500);
  });
});
