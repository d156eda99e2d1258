import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { vi } from 'vitest';
import { withListPage } from './fake-pages';
import { renderFilesScreen } from './render-files-screen';

/** A file of the folder `/d/` as the server lists it. */
export function fileOf(name: string, type: FileInfo['type'], extra: Partial<FileInfo> = {}) {
  return {
    path: `/d/${name}`,
    name,
    size: 12,
    extension: '',
    modified: '2026-01-02T03:04:05Z',
    mode: 0,
    isDir: false,
    isSymlink: false,
    type,
    ...extra,
  } satisfies FileInfo;
}

/**
 * The files screen on one file of `/d/`, over a fake client answering that folder; `client`
 * adds or replaces calls (a file's raw bytes, a save). The previews' tests use it.
 */
export async function renderPreview(
  file: FileInfo,
  options: { resizePreview?: boolean; client?: Record<string, unknown> } = {},
) {
  const folder: Listing = {
    ...fileOf('d', ''),
    path: '/d/',
    isDir: true,
    items: [file],
    numDirs: 0,
    numFiles: 1,
    sorting: { by: 'name', asc: true },
  };
  const client = withListPage({
    getResource: (path: string) => Promise.resolve(path === '/d/' ? folder : file),
    rawURL: (path: string) => `/api/raw${path}?inline=true`,
    previewURL: (size: string, path: string) => `/api/preview/${size}${path}`,
    subtitleURL: (path: string) => `/api/subtitle${path}`,
    ...options.client,
  }) as unknown as ApiClient;
  const download = vi.fn();
  await renderFilesScreen({
    client,
    user: makeTokenUser({ viewMode: 'list' }),
    path: file.path,
    download,
    shareURL: (hash) => `http://files.test/share/${hash}`,
    renderHeader: (actions) => <header>{actions}</header>,
    resizePreview: options.resizePreview ?? false,
  });
  return { download };
}
