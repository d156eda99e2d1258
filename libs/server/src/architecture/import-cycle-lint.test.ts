import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `import-x/no-cycle` must really read TypeScript (issue 31): without the plugin's TypeScript
 * settings in the root eslint.config.mjs it parses no .ts module and passes every cycle. Two
 * modules importing each other, linted with the workspace's own configuration, must fail. They
 * are committed files (not written by the test) so that a typecheck or lint running at the same
 * time never sees them appear or vanish; the workspace ignores `lint-fixtures`, and this test
 * lints them with `ignore: false`.
 */
describe('the workspace ESLint configuration', () => {
  const fixture = join(import.meta.dirname, 'lint-fixtures');

  it('rejects two TypeScript modules importing each other (import-x/no-cycle)', async () => {
    const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../../..'), ignore: false });
    const results = await eslint.lintFiles([join(fixture, 'a.ts'), join(fixture, 'b.ts')]);
    const cycles = results.map(
      (result) =>
        result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    );
    expect(cycles).toEqual([1, 1]);
  }, 120_000);
});
