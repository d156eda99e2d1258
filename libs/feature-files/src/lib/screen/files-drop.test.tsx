import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withListPage } from '../../testing/fake-pages';
import { resetUploadQueue } from '../transfer/upload-queue';
import { renderFilesScreen } from '../../testing/render-files-screen';

const info = (name: string, isDir: boolean): FileInfo => ({
  path: `/${name}`,
  name,
  size: 10,
  extension: '',
  modified: '2026-01-02T03:04:05Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});

const root: Listing = {
  ...info('', true),
  path: '/',
  items: [info('Photos', true), info('notes.txt', false)],
  numDirs: 1,
  numFiles: 1,
  sorting: { by: 'name', asc: true },
};

/** The root folder, with a record of the files that went up. */
async function renderRoot(canCreate = true) {
  const uploads: string[] = [];
  const client = withListPage({
    getResource: (path: string) =>
      Promise.resolve(path === '/' ? root : { ...root, path, items: [], numDirs: 0, numFiles: 0 }),
    uploadFile: (path: string) => {
      uploads.push(path);
      return Promise.resolve();
    },
    // A server without tus: files go up by plain POST.
    getPublicSettings: () => Promise.reject(Object.assign(new Error('404'), { status: 404 })),
  }) as unknown as ApiClient;
  const user = makeTokenUser({ viewMode: 'list' });
  await renderFilesScreen({ client, user: { ...user, perm: { ...user.perm, create: canCreate } } });
  await screen.findByText('notes.txt');
  return { uploads, main: screen.getByRole('main') };
}

/** Files dragged from the desktop (a drag inside the page carries no `Files` type). */
const desktop = (files: File[] = []) => ({
  dataTransfer: { types: ['Files'], files, items: [], dropEffect: 'none' },
});
const photosRow = () => screen.getByText('Photos').closest('[data-name]');

afterEach(resetUploadQueue);

// jsdom's Blob cannot stream(); browsers' can, and the upload engine reads files that way.
beforeAll(() => {
  if ('stream' in Blob.prototype) return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
  return () => {
    Reflect.deleteProperty(Blob.prototype, 'stream');
  };
});

describe('FilesScreen: files dragged from the desktop', () => {
  it('outlines the listing and says where a drop goes, until the drag leaves', async () => {
    const { main } = await renderRoot();
    expect(screen.queryByText(/^Drop to upload/)).toBeNull();
    fireEvent.dragEnter(main, desktop());
    fireEvent.dragOver(main, desktop());
    expect(screen.getByText('Drop to upload to Home')).toBeVisible();
    expect(main).toHaveClass('fb-drop-area--active');

    // Over a child element: `dragenter` on it comes before `dragleave` of the one left.
    const notes = screen.getByText('notes.txt');
    fireEvent.dragEnter(notes, desktop());
    fireEvent.dragLeave(main, desktop());
    fireEvent.dragOver(notes, desktop());
    expect(screen.getByText('Drop to upload to Home')).toBeVisible();

    fireEvent.dragLeave(notes, desktop());
    expect(screen.queryByText(/^Drop to upload/)).toBeNull();
    expect(main).not.toHaveClass('fb-drop-area--active');
  });

  it('highlights the folder row under the pointer, which takes the drop', async () => {
    const { main, uploads } = await renderRoot();
    const photos = screen.getByText('Photos');
    fireEvent.dragEnter(main, desktop());
    fireEvent.dragEnter(photos, desktop());
    fireEvent.dragOver(photos, desktop());
    expect(screen.getByText('Drop to upload to Photos')).toBeVisible();
    expect(photosRow()).toHaveAttribute('data-drop-target');

    // Off the folder, onto a file: the drop would go to the folder shown again.
    const notes = screen.getByText('notes.txt');
    fireEvent.dragEnter(notes, desktop());
    fireEvent.dragLeave(photos, desktop());
    fireEvent.dragOver(notes, desktop());
    expect(screen.getByText('Drop to upload to Home')).toBeVisible();
    expect(photosRow()).not.toHaveAttribute('data-drop-target');

    fireEvent.dragOver(photos, desktop());
    const file = new File(['hello'], 'beach.jpg');
    fireEvent.drop(photos, desktop([file]));
    expect(screen.queryByText(/^Drop to upload/)).toBeNull();
    expect(photosRow()).not.toHaveAttribute('data-drop-target');
    await waitFor(() => {
      expect(uploads).toEqual(['/Photos/beach.jpg']);
    });
  });

  it('shows nothing without the permission to create', async () => {
    const { main } = await renderRoot(false);
    fireEvent.dragEnter(main, desktop());
    fireEvent.dragOver(main, desktop());
    expect(screen.queryByText(/^Drop to upload/)).toBeNull();
  });
});
