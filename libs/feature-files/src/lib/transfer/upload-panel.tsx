import { UploadProgressPanel } from '@file-browser/ui-kit';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../format/format-size';
import type { FilesContext } from '../shared/files-context';
import { bindUploadQueue, type UploadQueue } from './upload-queue';
import { reloadAfterUploads } from './use-uploads';

/** Props of {@link UploadPanel}. */
export interface UploadPanelProps {
  queue: UploadQueue;
  /** The screen on view: it reloads its listing when the batch ends. */
  ctx: FilesContext;
  /** Asks before stopping the uploads; the browser's `confirm` by default (as upstream). */
  confirm?: (message: string) => boolean;
}

const browserConfirm = (message: string) => window.confirm(message);

/**
 * The upload progress panel (spec §2) while the queue uploads: file count, speed, time left,
 * percent, bytes sent of total, per-file bars when expanded, and abort after a confirm.
 */
export function UploadPanel({ queue, ctx, confirm = browserConfirm }: UploadPanelProps) {
  const { t } = useTranslation();
  const { actor } = queue;
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading'));
  const progress = useSelector(actor, (snapshot) => snapshot.context.progress);
  const expanded = useSelector(actor, (snapshot) => snapshot.context.expanded);
  useEffect(() => {
    bindUploadQueue(queue, {
      confirmAbort: () => confirm(t('upload.abortUpload')),
      reload: reloadAfterUploads(ctx),
    });
  });
  if (!uploading) return null;
  return (
    <UploadProgressPanel
      title={t('prompts.uploadFiles', { files: progress.pendingCount })}
      speed={`${formatSize(progress.bytesPerSecond)}/s`}
      eta={t('upload.remaining', { time: progress.eta })}
      percent={Number(progress.percent)}
      bytes={`${formatSize(progress.sentBytes)} / ${formatSize(progress.totalBytes)}`}
      files={progress.active.map((item) => ({
        id: String(item.id),
        name: item.fullPath ?? item.name,
        percent: Number(item.percent),
      }))}
      expanded={expanded}
      onToggle={() => {
        actor.send({ type: 'upload.toggleExpanded' });
      }}
      onAbort={() => {
        actor.send({ type: 'upload.abortAll' });
      }}
      labels={{
        abort: t('upload.stop'),
        expand: t('upload.showFiles'),
        collapse: t('upload.hideFiles'),
        completed: (percent) => t('upload.completed', { percent }),
      }}
    />
  );
}
