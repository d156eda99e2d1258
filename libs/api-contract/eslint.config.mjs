// The workspace config, plus:
// - `@nx/dependency-checks` on package.json (the published manifest);
// - the consumer test's script runs outside the workspace and imports the packed package by name.
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import root from '../../eslint.config.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tool config, not product code
import { dependencyChecks } from '../../tools/packages/dependency-checks.mjs';

export default [
  ...root,
  ...dependencyChecks,
  { files: ['e2e/**'], rules: { '@nx/enforce-module-boundaries': 'off' } },
];
