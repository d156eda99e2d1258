import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fileOf, renderPreview } from '../../../testing/render-preview';

describe('the image preview', () => {
  it("shows a camera raw file by the server's preview, and a no-preview card when it has none", async () => {
    const { download } = await renderPreview(fileOf('shot.cr3', 'image'), {
      resizePreview: true,
    });
    // The first test waits for the preview's lazy chunk to compile.
    const image = await screen.findByRole('img', { name: 'shot.cr3' }, { timeout: 5000 });
    expect(image).toHaveAttribute('src', '/api/preview/big/d/shot.cr3');
    // The server answers 415 (no embedded JPEG), then the browser cannot show the file itself.
    fireEvent.error(image);
    fireEvent.error(screen.getByRole('img', { name: 'shot.cr3' }));
    expect(await screen.findByText('No preview is available for this file.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'shot.cr3' })).toBeNull();
    const card = screen.getByRole('main');
    await userEvent.click(within(card).getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalled();
  });

  it('falls back to the server preview when the browser cannot show the file (TIFF)', async () => {
    await renderPreview(fileOf('scan.tif', 'image'), { resizePreview: false });
    const image = await screen.findByRole('img', { name: 'scan.tif' });
    expect(image).toHaveAttribute('src', '/api/raw/d/scan.tif?inline=true');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'scan.tif' })).toHaveAttribute(
      'src',
      '/api/preview/big/d/scan.tif',
    );
  });
});
