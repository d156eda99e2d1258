import type { Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

/** A chunk and every chunk it imports statically, by file name. */
function staticGraph(start: Chunk, chunks: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

/**
 * Where index.html's boot script wants the first screen's files, as a JSON array. The comment
 * stays in front of it: the server reads the screen's styles from there (it links them in a
 * folder's page that comes with its first page).
 */
const FIRST_SCREEN_COMMENT = '/* fb:first-screen */';
const FIRST_SCREEN_MARKER = `${FIRST_SCREEN_COMMENT} []`;
/** Where index.html's boot script wants the entry's file name, as a JSON string. */
const ENTRY_MARKER = "/* fb:entry */ ''";

/**
 * Hands index.html's boot script the app's entry, in place of {@link ENTRY_MARKER} (the script
 * starts it, once a folder's first rows are painted; its tag becomes a modulepreload), and a lazily
 * loaded screen's scripts and stylesheets (those the entry does not load already), in place of
 * {@link FIRST_SCREEN_MARKER}. On a page load
 * at a folder the script links them at once, so they load while the entry does, not once it has
 * run and asked for them (~100 ms later, after which the loader added the links one by one;
 * it skips links the page already has). The login page does not load them.
 */
export function firstScreenPreload(screenModule: string): Plugin {
  return {
    name: 'fb-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(FIRST_SCREEN_MARKER)) {
          throw new Error(`first-screen-preload: index.html has no ${FIRST_SCREEN_MARKER}`);
        }
        const chunks = new Map<string, Chunk>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
        const all = [...chunks.values()];
        const entry = all.find((chunk) => chunk.isEntry);
        const screen = all.find((chunk) => chunk.facadeModuleId?.endsWith(screenModule));
        if (!entry || !screen)
          throw new Error(`first-screen-preload: no chunk for ${screenModule}`);
        const cssOf = (names: Iterable<string>) =>
          [...names].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]);
        const loaded = staticGraph(entry, chunks);
        const needed = [...staticGraph(screen, chunks)].filter((name) => !loaded.has(name));
        const loadedCss = new Set(cssOf(loaded));
        const files = [...needed, ...new Set(cssOf(needed).filter((name) => !loadedCss.has(name)))];
        // The entry is started by the boot script (after a folder's first rows are painted):
        // its tag becomes a preload, so it still loads with the page.
        const tag = `<script type="module" crossorigin src="./${entry.fileName}"></script>`;
        if (!html.includes(tag) || !html.includes(ENTRY_MARKER)) {
          throw new Error(`first-screen-preload: index.html has no ${tag} or ${ENTRY_MARKER}`);
        }
        return html
          .replace(FIRST_SCREEN_MARKER, `${FIRST_SCREEN_COMMENT} ${JSON.stringify(files)}`)
          .replace(ENTRY_MARKER, JSON.stringify(entry.fileName))
          .replace(tag, `<link rel="modulepreload" crossorigin href="./${entry.fileName}">`);
      },
    },
  };
}
