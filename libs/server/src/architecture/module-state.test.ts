import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Module-level mutable state is shared by every server in a process and by nobody in another
 * process: state servers must share goes through the Coordination port, per-server state into
 * the ServerContext (issue 31). This scan finds top-level `let`/`var`, collections (`new Map`,
 * `new Set`, `[]`) and class instances, except constant tables: collections typed
 * `ReadonlySet`/`ReadonlyMap`, or filled at creation under an UPPER_CASE constant name.
 *
 * What remains is listed here with why it may stay. An entry no longer found fails the test, so
 * the list only shrinks.
 */
const ALLOWED: Record<string, string> = {
  // Per process by design: they bound this process's own CPU and event loop.
  'lib/users/password.ts:running': 'bcrypt runs at once in this process (K51)',
  'lib/users/password.ts:waiting': 'bcrypt runs waiting in this process (K51)',
  'lib/listing/pacing.ts:waiting': "listing work paused to share this process's event loop",
  'lib/listing/pacing.ts:turnScheduled': "listing work paused to share this process's event loop",
  // Facts or pure derivations, the same for every server: caches, never state.
  'lib/users/common-passwords.ts:common': 'a constant list, built on first use',
  'lib/files/access.ts:compiled': 'compiled rule patterns, a pure memo',
  'lib/archives/compressors.ts:found': "where this machine's compressors are on PATH",
  // Side tables keyed by a request or reply object: they die with it.
  'lib/auth/authenticate.ts:sessionStarts': 'per request, keyed by the request',
  'lib/files/send-file.ts:rawHeaders': 'per reply, keyed by the reply',
  'lib/http/compress-json.ts:flushed': 'per answer, keyed by its body stream',
};

/** Constructors whose instances hold no state worth sharing. */
const STATELESS = new Set(['TextDecoder', 'TextEncoder', 'RegExp']);

const src = join(import.meta.dirname, '..');
const TEST_ONLY = /\.test\.ts$/;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : modules(path);
    return entry.name.endsWith('.ts') && !TEST_ONLY.test(entry.name) ? [path] : [];
  });
}

function isMutable(declaration: ts.VariableDeclaration, isConst: boolean): boolean {
  if (!isConst) return true;
  const type = declaration.type?.getText() ?? '';
  if (/^Readonly(Set|Map)</.test(type)) return false;
  const init = declaration.initializer;
  if (!init) return false;
  if (ts.isArrayLiteralExpression(init)) return init.elements.length === 0;
  if (!ts.isNewExpression(init)) return false;
  const constantTable =
    /^[A-Z][A-Z0-9_]*$/.test(declaration.name.getText()) && (init.arguments?.length ?? 0) > 0;
  return !constantTable && !STATELESS.has(init.expression.getText());
}

/** `file:name` of every top-level mutable binding in the shipped modules under `root`. */
function mutableBindings(root: string): string[] {
  return modules(root).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    return source.statements.filter(ts.isVariableStatement).flatMap((statement) => {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      return statement.declarationList.declarations
        .filter((declaration) => isMutable(declaration, isConst))
        .map((declaration) => `${relative(root, file)}:${declaration.name.getText()}`);
    });
  });
}

describe('module-level state in libs/server', () => {
  const found = mutableBindings(src);

  it('holds none but the listed, explained exceptions', () => {
    expect(found.filter((binding) => !(binding in ALLOWED))).toEqual([]);
  });

  it('lists no exception that is gone', () => {
    expect(Object.keys(ALLOWED).filter((binding) => !found.includes(binding))).toEqual([]);
  });

  it('finds a top-level let, an empty collection and a singleton (the scan itself works)', () => {
    const sample = ts.createSourceFile(
      'sample.ts',
      [
        'let a = 0;',
        'const b = new Map();',
        "const C: ReadonlySet<string> = new Set(['x']);",
        'const d = [];',
        'const e = new Cache();',
        'const f = new TextDecoder();',
        "const TABLE = new Set(['x']);",
        'const TABLE_LATER = new Set();',
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    const names = sample.statements.filter(ts.isVariableStatement).flatMap((statement) => {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      return statement.declarationList.declarations
        .filter((declaration) => isMutable(declaration, isConst))
        .map((declaration) => declaration.name.getText());
    });
    expect(names).toEqual(['a', 'b', 'd', 'e', 'TABLE_LATER']);
  });
});
