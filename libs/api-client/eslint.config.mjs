// The workspace config with this project's exceptions:
// - integration tests start the real server through `@file-browser/server/testing` (test only);
// - the consumer test's scripts run outside the workspace and import the packed packages by name;
// - `@nx/dependency-checks` on package.json (the published manifest).
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import root from '../../eslint.config.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import { dependencyChecks } from '../../tools/packages/dependency-checks.mjs';

const RULE = '@nx/enforce-module-boundaries';
const [level, options] = root.find((config) => config.rules?.[RULE])?.rules[RULE] ?? [];

export default [
  ...root,
  ...dependencyChecks,
  {
    files: ['src/**/*.test.ts'],
    rules: {
      [RULE]: [
        level,
        { ...options, allow: [...(options?.allow ?? []), '@file-browser/server/testing'] },
      ],
    },
  },
  { files: ['e2e/**'], rules: { [RULE]: 'off' } },
];
