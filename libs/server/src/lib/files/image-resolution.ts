import type { FileInfo } from '@file-browser/api-contract';
import sharp from 'sharp';

/**
 * An image's width and height as it is shown (its EXIF orientation applied), read from its
 * header only; undefined when the image cannot be read. SVG is left out: it has no pixel size
 * of its own, and reading one means parsing the whole document.
 */
export async function imageResolution(
  real: string,
  extension: string,
): Promise<FileInfo['resolution']> {
  if (extension.toLowerCase() === '.svg') return undefined;
  try {
    const { autoOrient } = await sharp(real).metadata();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    // Not decodable (a truncated or mislabelled file): the info simply has no resolution.
    return undefined;
  }
}
