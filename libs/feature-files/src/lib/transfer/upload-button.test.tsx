import type { ApiClient } from '@file-browser/api-client';
import { fakeUploadEngine } from '@file-browser/state-machines/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import { mdiCheckCircle, mdiLoading, mdiUpload } from '@mdi/js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilesHeaderActions, type ActionButtons } from '../screen/files-header-actions';
import { UPLOAD_DONE_MS, uploadButtonLook, useUploadButtonState } from './upload-button';
import { addUploads, createUploadQueue } from './upload-queue';

afterEach(() => {
  vi.useRealTimers();
});

const upload = { icon: mdiUpload, label: 'Upload' };

describe('the upload button', () => {
  it('spins while uploading and shows a tick when done, keeping its name', () => {
    expect(uploadButtonLook(upload, 'x', undefined)).toEqual({ ...upload, className: 'x' });
    expect(uploadButtonLook(upload, undefined, 'uploading')).toEqual({
      icon: mdiLoading,
      label: 'Upload',
      className: 'fb-upload-button--uploading',
    });
    expect(uploadButtonLook(upload, 'x', 'done')).toEqual({
      icon: mdiCheckCircle,
      label: 'Upload',
      className: 'x fb-upload-button--done',
    });
  });

  it('is drawn so in the header, other buttons unchanged', () => {
    const buttons = { upload, search: { icon: 'M0', label: 'Search' } } as ActionButtons;
    render(
      <FilesHeaderActions
        actions={['search', 'upload']}
        buttons={buttons}
        selectedCount={0}
        onAction={vi.fn()}
        uploadState="uploading"
      />,
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveClass(
      'fb-upload-button--uploading',
    );
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveClass(
      'fb-upload-button--uploading',
    );
  });

  it('follows the queue: uploading, then done for a while, then plain again', () => {
    vi.useFakeTimers();
    const fake = fakeUploadEngine();
    const queue = createUploadQueue({ client: {} as ApiClient, tus: null }, fake.engine);
    const { result } = renderHook(() => useUploadButtonState(queue));
    expect(result.current).toBeUndefined();
    act(() => {
      addUploads(queue, '/', [{ path: '/a.txt' }], 'a.txt');
    });
    expect(result.current).toBe('uploading');
    act(() => {
      fake.drain();
    });
    expect(result.current).toBe('done');
    act(() => {
      vi.advanceTimersByTime(UPLOAD_DONE_MS);
    });
    expect(result.current).toBeUndefined();
    act(() => {
      addUploads(queue, '/', [{ path: '/b.txt' }], 'b.txt');
    });
    expect(result.current).toBe('uploading');
    act(() => {
      fake.drain();
    });
    expect(result.current).toBe('done');
  });
});
