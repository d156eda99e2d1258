import { mdiCheckCircle, mdiLoading } from '@mdi/js';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { UploadState } from '@file-browser/upload-engine';
import './upload-button.css';
import type { UploadQueue } from './upload-queue';

/** How long the upload button shows its success tick after a batch. */
export const UPLOAD_DONE_MS = 4000;

/** What the upload button shows beyond its icon: a spinner, or the success tick. */
export type UploadButtonState = 'uploading' | 'done' | undefined;

/** The upload button's look: a spinning icon while uploading, a tick after, else as given. */
export function uploadButtonLook(
  button: { icon: string; label: string },
  className: string | undefined,
  state: UploadButtonState,
): { icon: string; label: string; className: string | undefined } {
  if (!state) return { ...button, className };
  const icon = state === 'uploading' ? mdiLoading : mdiCheckCircle;
  const look = `fb-upload-button--${state}`;
  return { icon, label: button.label, className: className ? `${className} ${look}` : look };
}

/** The upload button's state: uploading, or done for {@link UPLOAD_DONE_MS} after a batch. */
export function useUploadButtonState(queue: UploadQueue): UploadButtonState {
  const uploading = useSelector(queue.actor, (snapshot) => snapshot.matches('uploading'));
  // `resetProgress` stores a fresh state on each drain: it names this batch's success.
  const done = useSelector(queue.actor, (snapshot) =>
    snapshot.matches('done') ? snapshot.context.progress : undefined,
  );
  const [expired, setExpired] = useState<UploadState>();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setExpired(done);
    }, UPLOAD_DONE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [done]);
  if (uploading) return 'uploading';
  return done && done !== expired ? 'done' : undefined;
}
