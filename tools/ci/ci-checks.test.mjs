// The CI checks refuse what they exist to refuse (run by `node --test tools/ci/`, in npm test):
// a check that passes everything would pass a broken workflow or a stale dependency unseen.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';

const workspace = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'ci-checks-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function run(script, ...args) {
  const result = spawnSync(process.execPath, [join(import.meta.dirname, script), ...args], {
    cwd: workspace,
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

function scratchFile(name, text) {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

describe('validate-workflows', () => {
  it('accepts the CI workflow', () => {
    const { code, output } = run('validate-workflows.mjs');
    assert.equal(code, 0, output);
    assert.match(output, /\.github\/workflows\/ci\.yml is valid/);
  });

  it('keeps what docs/ci.md says the workflow does', () => {
    // Schema-valid is not enough: these are the workflow's promises (docs/ci.md), and the
    // workflow cannot be run here to see them.
    const ci = readFileSync(join(workspace, '.github/workflows/ci.yml'), 'utf8');
    assert.match(ci, /pull_request:\n\s+push:\n\s+branches: \[main\]/);
    assert.match(ci, /fetch-depth: 0/);
    assert.match(ci, /uses: nrwl\/nx-set-shas@/);
    assert.match(ci, /node: \[20, 22, 24\]/);
    assert.match(ci, /cache: npm\n\s+cache-dependency-path: package-lock.json/);
    assert.match(ci, /uses: actions\/cache@[\s\S]*path: \|\n\s+\.nx\/cache\n/);
    assert.match(ci, /NX_CACHE_DIRECTORY: \.nx\/cache/);
    assert.match(ci, /run: bash tools\/scripts\/ensure-system-deps\.sh/);
    assert.match(ci, /npx nx affected -t lint typecheck test test-engines build e2e /);
  });

  it('refuses a job with a misspelt key, naming it', () => {
    const ci = readFileSync(join(workspace, '.github/workflows/ci.yml'), 'utf8');
    const broken = scratchFile('misspelt.yml', ci.replace('    steps:\n', '    stepz:\n'));
    const { code, output } = run('validate-workflows.mjs', broken);
    assert.equal(code, 1, output);
    assert.match(output, /misspelt\.yml is refused/);
    assert.match(output, /Additional property 'stepz' is not allowed/);
  });

  it('refuses a step that both uses an action and runs a command', () => {
    const broken = scratchFile(
      'both.yml',
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n' +
        '      - uses: actions/checkout@v5\n        run: echo both\n',
    );
    const { code, output } = run('validate-workflows.mjs', broken);
    assert.equal(code, 1, output);
    assert.match(output, /\/jobs\/a\/steps\/0/);
  });

  it('refuses YAML that does not parse, with the line', () => {
    const { code, output } = run('validate-workflows.mjs', scratchFile('bad.yml', 'on: [push\n'));
    assert.equal(code, 1, output);
    assert.match(output, /line 2: /);
  });
});

describe('check-root-dependencies', () => {
  const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));

  it('passes the root package.json', () => {
    const { code, output } = run('check-root-dependencies.mjs');
    assert.equal(code, 0, output);
    assert.match(output, /all \d+ declared packages are used/);
  });

  it('refuses a package that only comes in through another one', () => {
    // codemirror brings @codemirror/commands; our code never imports it.
    const file = scratchFile(
      'package.json',
      JSON.stringify({
        ...manifest,
        dependencies: { ...manifest.dependencies, '@codemirror/commands': '6.11.1' },
      }),
    );
    const { code, output } = run('check-root-dependencies.mjs', '--manifest', file);
    assert.equal(code, 1, output);
    assert.match(output, /@codemirror\/commands is declared in .* but nothing/);
  });

  it('refuses a dependency nothing imports or runs', () => {
    const file = scratchFile(
      'package.json',
      JSON.stringify({
        ...manifest,
        devDependencies: { ...manifest.devDependencies, 'left-pad-unused': '1.0.0' },
      }),
    );
    const { code, output } = run('check-root-dependencies.mjs', '--manifest', file);
    assert.equal(code, 1, output);
    assert.match(output, /left-pad-unused is declared/);
  });
});
