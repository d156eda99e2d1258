// The workspace config with two exceptions to the module boundaries:
// - integration tests start the real server (`@file-browser/server/testing`, and
//   `@file-browser/server` to restart it): test files only, never product code;
// - the examples and the consumer test's script import this library by its package name, as a
//   consumer would;
// - `@nx/dependency-checks` on package.json (the published manifest).
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import root from '../../eslint.config.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import { dependencyChecks } from '../../tools/packages/dependency-checks.mjs';

const RULE = '@nx/enforce-module-boundaries';
const [level, options] = root.find((config) => config.rules?.[RULE])?.rules[RULE] ?? [];
const serverForTests = ['@file-browser/server/testing', '@file-browser/server'];

export default [
  ...root,
  ...dependencyChecks,
  {
    files: ['src/**/*.test.ts'],
    rules: {
      [RULE]: [level, { ...options, allow: [...(options?.allow ?? []), ...serverForTests] }],
    },
  },
  { files: ['src/examples/**/*.ts', 'e2e/**'], rules: { [RULE]: 'off' } },
];
