import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isFileInfoList } from './file-info-list';
import { fileInfoSchema } from './resource';

const COMPILED = join(import.meta.dirname, 'compiled/file-info-list.ts');
const REGENERATE = 'UPDATE_COMPILED=1 npx nx test api-contract --skip-nx-cache';

const HEADER = `/* eslint-disable */
// @ts-nocheck
// GENERATED from \`z.array(fileInfoSchema)\` (z.toJSONSchema, then ajv's standalone code) by
// file-info-list.test.ts, which fails when this file and the schema drift apart. Do not edit;
// regenerate with: ${REGENERATE}
`;

/**
 * The JSON Schema the guard is compiled from. `io: 'input'` describes what zod accepts, where
 * unknown keys are allowed; the output side says `additionalProperties: false` because zod
 * strips them, which would make a server's new field fail the guard.
 */
function fileInfoListJsonSchema(io: 'input' | 'output') {
  return z.toJSONSchema(z.array(fileInfoSchema), { target: 'draft-7', io });
}

/** The validator's source: plain code, no `eval`/`new Function` at run time, no imports. */
function compileFileInfoList(): string {
  // First error only and no messages: the guard answers yes or no, and that keeps it small.
  const ajv = new Ajv({
    allErrors: false,
    messages: false,
    code: { source: true, esm: true, lines: true },
  });
  ajv.addSchema(fileInfoListJsonSchema('input'), 'file-info-list');
  return `${HEADER}${standaloneCode(ajv, { validateFileInfoList: 'file-info-list' })}\n`;
}

/** Drops every `additionalProperties: false`, the one mark zod's output side adds. */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

describe('the compiled FileInfo list validator', () => {
  it('is the code the live schema compiles to', () => {
    const code = compileFileInfoList();
    if (process.env['UPDATE_COMPILED'] === '1') writeFileSync(COMPILED, code);
    expect(code).not.toMatch(/\beval\b|\bFunction\(|\brequire\(/);
    const message = `fileInfoSchema changed: regenerate with ${REGENERATE}`;
    expect(readFileSync(COMPILED, 'utf8'), message).toBe(code);
  });

  it('is only safe while zod changes nothing: input and output shapes are the same', () => {
    // A default or transform in fileInfoSchema would make zod's items differ from the raw ones
    // the guard lets through; the client would then need zod's output after all.
    expect(withoutClosedObjects(fileInfoListJsonSchema('output'))).toEqual(
      fileInfoListJsonSchema('input'),
    );
  });
});

const file = {
  path: '/docs/a.jpg',
  name: 'a.jpg',
  size: 12,
  extension: '.jpg',
  modified: '2025-01-02T03:04:05.5Z',
  mode: 420,
  isDir: false,
  isSymlink: false,
  type: 'image',
  subtitles: ['a.vtt'],
  checksums: { md5: 'abc' },
  resolution: { width: 640, height: 480 },
};

describe('isFileInfoList', () => {
  const cases: [string, unknown, boolean][] = [
    ['an empty list', [], true],
    ['a full item', [file], true],
    ['an unknown key (kept, where zod strips it)', [{ ...file, owner: 'ana' }], true],
    ['the largest safe size', [{ ...file, size: Number.MAX_SAFE_INTEGER }], true],
    ['a size past the safe integers', [{ ...file, size: 2 ** 53 }], false],
    ['a negative size', [{ ...file, size: -1 }], false],
    ['a fractional mode', [{ ...file, mode: 1.5 }], false],
    ['a type the API never sends', [{ ...file, type: 'spreadsheet' }], false],
    ['a missing name', [{ ...file, name: undefined }], false],
    ['null for an optional field', [{ ...file, token: null }], false],
    ['a resolution without height', [{ ...file, resolution: { width: 1 } }], false],
    ['a checksum that is not text', [{ ...file, checksums: { md5: 1 } }], false],
    ['checksums as an array', [{ ...file, checksums: ['abc'] }], false],
    ['a subtitle that is not text', [{ ...file, subtitles: [1] }], false],
    ['an item that is an array', [[file]], false],
    ['an object, not a list', { 0: file }, false],
  ];
  it.each(cases)('answers like zod for %s', (_name, value, expected) => {
    const json: unknown = JSON.parse(JSON.stringify(value));
    expect(isFileInfoList(json)).toBe(expected);
    expect(z.array(fileInfoSchema).safeParse(json).success).toBe(expected);
  });

  it('returns the items as they came, unknown keys included', () => {
    const items: unknown = [{ ...file, owner: 'ana' }];
    expect(isFileInfoList(items) && items[0]).toHaveProperty('owner', 'ana');
  });
});
