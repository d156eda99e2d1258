// The workspace config with two exceptions to the module boundaries:
// - integration tests start the real server (`@file-browser/server/testing`, and
//   `@file-browser/server` to restart it): test files only, never product code;
// - the example imports this library by its package name, as a consumer would.
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import root from '../../eslint.config.mjs';

const RULE = '@nx/enforce-module-boundaries';
const [level, options] = root.find((config) => config.rules?.[RULE])?.rules[RULE] ?? [];
const serverForTests = ['@file-browser/server/testing', '@file-browser/server'];

export default [
  ...root,
  {
    files: ['src/**/*.test.ts', 'src/lib/integration/**/*.ts'],
    rules: {
      [RULE]: [level, { ...options, allow: [...(options?.allow ?? []), ...serverForTests] }],
    },
  },
  { files: ['src/examples/**/*.ts'], rules: { [RULE]: 'off' } },
];
