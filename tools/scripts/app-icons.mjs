// Draws the app's install icons (apps/web/public/img/icons/android-chrome-*.png, the names the
// web app manifest lists) from the logo, so they never drift from it. Run after changing
// apps/web/public/img/logo.svg: `node tools/scripts/app-icons.mjs`, then commit the PNGs.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const img = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/img');
mkdirSync(join(img, 'icons'), { recursive: true });
for (const size of [192, 512]) {
  // density scales the 64-unit SVG up before rasterising, so edges stay sharp at 512 px.
  await sharp(join(img, 'logo.svg'), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(img, 'icons', `android-chrome-${size}x${size}.png`));
}
