// Builds one publishable library into dist/<projectRoot> (`node tools/packages/build-package.mjs
// libs/api-client`): ESM modules under dist/ (one file per source module, so that with
// `sideEffects: false` bundlers drop what an app never uses), .d.ts files beside them, the
// library's package.json as it is (it is the package's manifest: exports, types, files,
// dependencies) and its README. Everything in `dependencies` stays external: the other
// @file-browser packages are imported by name, as their own packages.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';

const workspace = resolve(import.meta.dirname, '../..');
const projectRoot = process.argv[2];
if (!projectRoot) throw new Error('usage: node tools/packages/build-package.mjs libs/<name>');
const project = join(workspace, projectRoot);
const out = join(workspace, 'dist', projectRoot);
const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {});

rmSync(out, { recursive: true, force: true });

await build({
  root: project,
  configFile: false,
  logLevel: 'warn',
  resolve: { tsconfigPaths: true },
  build: {
    outDir: join(out, 'dist'),
    emptyOutDir: false,
    minify: false,
    target: 'es2022',
    lib: { entry: join(project, 'src/index.ts'), formats: ['es'] },
    rollupOptions: {
      // No module runs code on import, so unused ones can go (also in consumers' bundles).
      treeshake: { moduleSideEffects: false },
      external: (id) =>
        id.startsWith('node:') || external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: join(project, 'src'),
        entryFileNames: '[name].js',
      },
    },
  },
});

// Declarations: tsconfig.lib.json (no DOM lib, the other packages' built .d.ts as paths).
execFileSync(join(workspace, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json'], {
  cwd: project,
  stdio: 'inherit',
});

// tsc keeps extensionless relative imports as written; Node's ESM resolution (NodeNext) needs
// the `.js`.
function addExtensions(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) addExtensions(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      writeFileSync(path, text.replaceAll(/(['"])(\.\.?\/[^'"]*?)(?<!\.js)\1/g, '$1$2.js$1'));
    }
  }
}
addExtensions(join(out, 'dist'));

copyFileSync(join(project, 'package.json'), join(out, 'package.json'));
copyFileSync(join(project, 'README.md'), join(out, 'README.md'));
console.log(`built ${relative(workspace, out)}`);
