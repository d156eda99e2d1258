// Builds the publishable package into dist/libs/api-client: ESM modules (api-contract bundled
// in, zod left as a dependency) plus .d.ts files, a package.json and the README. Each source
// module stays its own file, so with `sideEffects: false` bundlers drop what an app never uses.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';

const project = resolve(import.meta.dirname, '..');
const workspace = resolve(project, '../..');
const out = join(workspace, 'dist/libs/api-client');
const lib = join(out, 'lib');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

rmSync(out, { recursive: true, force: true });

await build({
  root: project,
  configFile: false,
  logLevel: 'warn',
  resolve: { tsconfigPaths: true },
  build: {
    outDir: lib,
    emptyOutDir: false,
    minify: false,
    target: 'es2022',
    lib: { entry: join(project, 'src/index.ts'), formats: ['es'] },
    rollupOptions: {
      // No module runs code on import, so unused ones can go (also in consumers' bundles).
      treeshake: { moduleSideEffects: false },
      external: (id) => id === 'zod' || id.startsWith('zod/'),
      output: {
        preserveModules: true,
        preserveModulesRoot: resolve(project, '..'),
        entryFileNames: '[name].js',
      },
    },
  },
});

execFileSync(join(workspace, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json'], {
  cwd: project,
  stdio: 'inherit',
});

// tsc keeps path aliases and extensionless imports as written; point them at the bundled
// api-contract declarations and add `.js`.
function rewriteAliases(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) rewriteAliases(path);
    else if (entry.name.endsWith('.d.ts')) {
      let target = relative(dirname(path), join(lib, 'api-contract/src/index.js'));
      if (!target.startsWith('.')) target = `./${target}`;
      const text = readFileSync(path, 'utf8')
        .replaceAll(/(['"])@file-browser\/api-contract\1/g, `'${target}'`)
        // Node's ESM resolution (moduleResolution node16/nodenext) needs the extension.
        .replaceAll(/(['"])(\.\.?\/[^'"]*?)(?<!\.js)\1/g, '$1$2.js$1');
      writeFileSync(path, text);
    }
  }
}
rewriteAliases(lib);

const source = readJson(join(project, 'package.json'));
const root = readJson(join(workspace, 'package.json'));
const entry = './lib/api-client/src/index';
const manifest = {
  name: source.name,
  version: source.version,
  description: 'Typed client for the File Browser v2 HTTP API (browsers and Node 20+).',
  license: root.license,
  type: 'module',
  sideEffects: false,
  exports: { '.': { types: `${entry}.d.ts`, import: `${entry}.js` } },
  types: `${entry}.d.ts`,
  engines: { node: '>=20' },
  dependencies: { zod: root.dependencies.zod },
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(project, 'README.md'), join(out, 'README.md'));
console.log(`built ${relative(workspace, out)}`);
