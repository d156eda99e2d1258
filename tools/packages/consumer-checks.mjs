// The checks every package's consumer test makes (see consumer-kit.mjs for the project itself).
import { deepStrictEqual, ok } from 'node:assert/strict';
import { join } from 'node:path';
import { codeBlocks, tarballFiles, workspace } from './consumer-kit.mjs';

/**
 * For the package packed from dist/libs/<name> into `consumer`:
 * - the tarball holds the manifest, the README and the built dist/ (.js and .d.ts) only;
 * - plain Node imports it (ESM, through its `exports`);
 * - the project's *.ts files compile under strict NodeNext without the DOM lib (into out/);
 * - the package's types also compile for a browser app: the DOM lib and no Node types.
 */
export function checkPackage(consumer, name) {
  const packageName = `@file-browser/${name}`;
  const files = tarballFiles(consumer.tarballs[name]);
  const stray = files.filter(
    (file) =>
      !['package/package.json', 'package/README.md'].includes(file) &&
      !/^package\/dist\/.+\.(js|d\.ts)$/.test(file),
  );
  deepStrictEqual(stray, [], `${packageName}'s tarball holds only dist/, README and manifest`);
  const tests = files.filter((file) => /\.test\.|\/integration\/|\/testing[./]/.test(file));
  deepStrictEqual(tests, [], 'no tests or test helpers in the tarball');

  consumer.write({
    'import-check.mjs': `const module = await import('${packageName}');\nconsole.log(String(Object.keys(module).length));\n`,
  });
  ok(Number(consumer.node('import-check.mjs')) > 0, `${packageName} imports in plain Node`);

  consumer.tsc();
  consumer.write({
    'browser/app.ts': `export * from '${packageName}';\n`,
    'browser/tsconfig.json': JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'ESNext',
        moduleResolution: 'Bundler',
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
        skipLibCheck: false,
        noEmit: true,
      },
      include: ['app.ts'],
    }),
  });
  consumer.tsc(['-p', 'browser/tsconfig.json']);
}

/**
 * The ```ts and ```js blocks of a README, each its own module in a consumer project: `files`
 * (readme-<n>.ts or .mjs) to write before checkPackage, whose tsc compiles the `ts` ones under
 * strict NodeNext, and `run(consumer, env)`, which runs each in Node (every one must exit 0) and
 * resolves with their outputs, in order.
 */
export function readmeExamples(readme) {
  const blocks = codeBlocks(join(workspace, readme));
  const files = Object.fromEntries(
    blocks.map((block, index) => [
      block.lang === 'ts' ? `readme-${index}.ts` : `readme-${index}.mjs`,
      block.code,
    ]),
  );
  const run = (consumer, env) =>
    Object.keys(files).map((file) =>
      consumer.node(file.endsWith('.ts') ? `out/${file.replace(/\.ts$/, '.js')}` : file, env),
    );
  return { files, run };
}
