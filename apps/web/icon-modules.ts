import * as mdi from '@mdi/js';
import type { Plugin } from 'vite';

const PREFIX = '\0mdi-icon:';
/** `import { mdiA, mdiB as b } from '@mdi/js';`, over several lines as prettier writes it. */
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;

/**
 * `import { mdiA, mdiB as b } from '@mdi/js'` as one import per icon, from a module of its own.
 * `@mdi/js` is a single module of ~7,000 constants: the bundler keeps the icons used, but all in
 * one chunk, which the first page needed for the sidebar's few icons, so every icon of every
 * lazily loaded screen (viewers, editor, settings) came with the first load. One module per icon
 * lets each icon go with the screens that draw it.
 */
export function rewriteIconImports(code: string): string {
  return code.replace(ICON_IMPORT, (statement, specifiers: string) => {
    const imports = specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
        return `import ${local} from ${JSON.stringify(PREFIX + imported)};`;
      });
    // As many lines as the statement had: the source map's lines still match.
    const lines = statement.split('\n').length - 1;
    return imports.join(' ') + '\n'.repeat(lines);
  });
}

/** The build's plugin: {@link rewriteIconImports} in our sources, and the icon modules. */
export function iconModules(): Plugin {
  const icons = mdi as Readonly<Record<string, string>>;
  return {
    name: 'fb-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@mdi/js')) return null;
      const rewritten = rewriteIconImports(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const path = icons[name];
      if (path === undefined) this.error(`@mdi/js has no icon named ${name}`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
