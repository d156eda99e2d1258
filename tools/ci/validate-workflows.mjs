// Checks GitHub Actions workflows against the workflow schema (SchemaStore's, as shipped inside
// @action-validator/core), since no GitHub runner is reachable from here to try them: a
// misspelt key, a step with both `uses` and `run`, or bad YAML fails `npm test` instead of the
// first push.
//
// Usage: node tools/ci/validate-workflows.mjs [FILE…]  (default: every .github/workflows/*.yml).
// Exit 1, with each error's place in the file, when any workflow is refused.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validateWorkflow } from '@action-validator/core';

const workspace = join(import.meta.dirname, '../..');
const folder = join(workspace, '.github/workflows');
const files = process.argv.slice(2);
if (files.length === 0) {
  files.push(
    ...readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => join(folder, name)),
  );
}
if (files.length === 0) {
  console.error('workflows: none found in .github/workflows');
  process.exit(1);
}

/**
 * The innermost reasons. The schema's `oneOf` nests them under each alternative (a job is steps
 * on a runner, or a call of another workflow): the closest one, with the fewest, is meant.
 */
function reasons(errors, out = []) {
  for (const error of errors) {
    if (error.states?.length) {
      const each = error.states.map((state) => reasons(state.errors));
      out.push(...each.reduce((best, next) => (next.length < best.length ? next : best)));
    } else {
      const where = error.location ? `line ${error.location.line}` : error.path || '/';
      out.push(`${where}: ${error.detail ?? error.title}`);
    }
  }
  return out;
}

let refused = 0;
for (const file of files) {
  const { errors } = validateWorkflow(readFileSync(file, 'utf8'));
  const name = relative(workspace, file);
  if (errors.length === 0) {
    console.log(`workflows: ${name} is valid`);
    continue;
  }
  refused += 1;
  console.error(`workflows: ${name} is refused:\n  ${[...new Set(reasons(errors))].join('\n  ')}`);
}
process.exit(refused > 0 ? 1 : 0);
