// The workspace config with this project's exceptions to the module boundaries:
// - its `build` bundles api-contract into the package, so api-contract need not be buildable;
// - integration tests start the real server through `@file-browser/server/testing` (test only);
// - the consumer test's script runs outside the workspace and imports the packed package by name.
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import root from '../../eslint.config.mjs';

const RULE = '@nx/enforce-module-boundaries';
const [level, options] = root.find((config) => config.rules?.[RULE])?.rules[RULE] ?? [];
const bundling = { ...options, enforceBuildableLibDependency: false };

export default [
  ...root,
  { files: ['src/**/*.ts'], rules: { [RULE]: [level, bundling] } },
  {
    files: ['src/**/*.test.ts', 'src/integration/**/*.ts'],
    rules: {
      [RULE]: [
        level,
        { ...bundling, allow: [...(options?.allow ?? []), '@file-browser/server/testing'] },
      ],
    },
  },
  { files: ['e2e/list-folder.mjs'], rules: { [RULE]: 'off' } },
];
