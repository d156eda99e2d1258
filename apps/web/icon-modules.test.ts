// @vitest-environment node
import { mdiFolder } from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { iconModules, rewriteIconImports } from './icon-modules';

describe('icon modules (first-load size)', () => {
  it('imports each icon from a module of its own, keeping local names and line count', () => {
    const source = [
      "import { Icon } from '@file-browser/ui-kit';",
      'import {',
      '  mdiFolder,',
      '  mdiFile as fileIcon,',
      "} from '@mdi/js';",
      'export const shown = [mdiFolder, fileIcon];',
    ].join('\n');
    const rewritten = rewriteIconImports(source);
    expect(rewritten).not.toContain('@mdi/js');
    expect(rewritten).toContain('import mdiFolder from "\\u0000mdi-icon:mdiFolder";');
    expect(rewritten).toContain('import fileIcon from "\\u0000mdi-icon:mdiFile";');
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten.split('\n').at(-1)).toBe('export const shown = [mdiFolder, fileIcon];');
  });

  it('gives an icon module the icon’s path, and fails the build for a name @mdi/js lacks', () => {
    const plugin = iconModules();
    const load = plugin.load as (this: unknown, id: string) => string | null;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(load.call(context, '\0mdi-icon:mdiFolder')).toBe(
      `export default ${JSON.stringify(mdiFolder)};`,
    );
    expect(() => load.call(context, '\0mdi-icon:mdiNoSuchIcon')).toThrow(/mdiNoSuchIcon/);
    expect(load.call(context, '/src/app.tsx')).toBeNull();
  });
});
