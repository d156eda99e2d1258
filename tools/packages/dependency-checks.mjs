// `@nx/dependency-checks` for a publishable library's package.json: every package its shipped
// code imports is declared, nothing declared goes unused, and each range admits the version the
// workspace installs. Tests, test helpers (src/testing/), examples, the consumer test and config
// files are not shipped, so what they import is not checked. Used by each library's
// eslint.config.mjs.
import jsonParser from 'jsonc-eslint-parser';
import tseslint from 'typescript-eslint';

export const dependencyChecks = [
  {
    files: ['package.json'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parser: jsonParser },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@nx/dependency-checks': [
        'error',
        {
          buildTargets: ['build'],
          checkMissingDependencies: true,
          checkObsoleteDependencies: true,
          checkVersionMismatches: true,
          ignoredFiles: [
            '{projectRoot}/src/**/*.test.ts',
            '{projectRoot}/src/**/integration/**',
            '{projectRoot}/src/examples/**',
            '{projectRoot}/src/testing.ts',
            '{projectRoot}/src/testing/**',
            '{projectRoot}/e2e/**',
            '{projectRoot}/*.config.{ts,mjs}',
          ],
        },
      ],
    },
  },
];
