import { join, resolve } from 'node:path';
import type { Storage } from '../ports/storage';
import { isInside } from '../core/path-checks';

/**
 * Upstream's icon files (`<branding.files>/img/icons/…`): the app page links each one the
 * branding folder has, so a custom favicon shows without editing the page.
 */
const BRANDING_ICONS = [
  { name: 'img/icons/favicon.ico', rel: 'icon', sizes: '48x48' },
  { name: 'img/icons/favicon-32x32.png', rel: 'icon', sizes: '32x32' },
  { name: 'img/icons/favicon-16x16.png', rel: 'icon', sizes: '16x16' },
  { name: 'img/icons/apple-touch-icon.png', rel: 'apple-touch-icon', sizes: '180x180' },
] as const;

/** One of {@link BRANDING_ICONS}. */
export type BrandingIcon = (typeof BRANDING_ICONS)[number];

/** The static names a branding folder may take over: its stylesheet and anything under `img/`. */
function isBrandingName(name: string): boolean {
  return name === 'custom.css' || name.startsWith('img/');
}

/**
 * The real path of `<folder>/<name>` (`branding.files`, relative to the working directory as
 * upstream takes it) when it is a regular file inside that folder, else undefined. Looked up
 * on every request, so a settings change or a new logo shows without a restart. No `..`, no
 * dotfile, and no symlink leading out of the folder (both sides compared by real path).
 */
export async function brandingFile(
  disk: Storage,
  folder: string,
  name: string,
): Promise<string | undefined> {
  if (folder.trim() === '' || !isBrandingName(name)) return undefined;
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part.startsWith('.'))) return undefined;
  try {
    const root = await disk.realpath(resolve(folder));
    const real = await disk.realpath(join(root, ...parts));
    if (real === root || !isInside(root, real)) return undefined;
    return (await disk.stat(real)).isFile() ? real : undefined;
  } catch {
    // Missing, unreadable, or a dangling link: the built-in file (or 404) answers instead.
    return undefined;
  }
}

/** The icons of {@link BRANDING_ICONS} the branding folder has. */
export async function brandingIcons(disk: Storage, folder: string): Promise<BrandingIcon[]> {
  const found = await Promise.all(
    BRANDING_ICONS.map(async (icon) =>
      (await brandingFile(disk, folder, icon.name)) ? icon : null,
    ),
  );
  return found.filter((icon): icon is BrandingIcon => icon !== null);
}
