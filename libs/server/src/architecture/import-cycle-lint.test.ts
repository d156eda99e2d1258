import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `import-x/no-cycle` must really read TypeScript (issue 31): without the plugin's TypeScript
 * settings in the root eslint.config.mjs it parses no .ts module and passes every cycle. Two
 * modules importing each other, linted with the workspace's own configuration, must fail.
 */
describe('the workspace ESLint configuration', () => {
  const fixture = join(import.meta.dirname, `cycle-fixture-${String(process.pid)}`);
  beforeAll(() => {
    mkdirSync(fixture, { recursive: true });
    writeFileSync(
      join(fixture, 'a.ts'),
      "import { b } from './b';\n\nexport const a = (): number => b() + 1;\n",
    );
    writeFileSync(
      join(fixture, 'b.ts'),
      "import { a } from './a';\n\nexport const b = (): number => (Date.now() < 0 ? a() : 0);\n",
    );
  });
  afterAll(() => {
    rmSync(fixture, { recursive: true, force: true });
  });

  it('rejects two TypeScript modules importing each other (import-x/no-cycle)', async () => {
    const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../../..') });
    const results = await eslint.lintFiles([join(fixture, 'a.ts'), join(fixture, 'b.ts')]);
    const cycles = results.map(
      (result) =>
        result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    );
    expect(cycles).toEqual([1, 1]);
  }, 120_000);
});
