import { formatSize, Prompt, UploadProgressPanel } from '@file-browser/ui-kit';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import { bindUploadQueue, type UploadQueue } from './upload-queue';
import { reloadAfterUploads } from './use-uploads';

/** Props of {@link UploadPanel}. */
export interface UploadPanelProps {
  queue: UploadQueue;
  /** The screen on view: it reloads its listing when the batch ends. */
  ctx: FilesContext;
}

/**
 * The upload progress panel (spec §2) while the queue uploads: file count, speed, time left,
 * percent, bytes sent of total, per-file bars when expanded, and abort after our own prompt
 * (not the browser's `confirm`: it names how many uploads stop, and Escape keeps them going).
 */
export function UploadPanel({ queue, ctx }: UploadPanelProps) {
  const { t } = useTranslation();
  const { actor } = queue;
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading'));
  const progress = useSelector(actor, (snapshot) => snapshot.context.progress);
  const expanded = useSelector(actor, (snapshot) => snapshot.context.expanded);
  const [asking, setAsking] = useState(false);
  const answer = useRef<(stop: boolean) => void>(undefined);
  const reply = (stop: boolean) => {
    answer.current?.(stop);
    answer.current = undefined;
    setAsking(false);
  };
  useEffect(() => {
    bindUploadQueue(queue, {
      confirmAbort: () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsking(true);
        }),
      reload: reloadAfterUploads(ctx),
    });
  });
  // A question left open when the screen goes keeps the uploads going.
  useEffect(
    () => () => {
      answer.current?.(false);
    },
    [],
  );
  if (!uploading) return null;
  const panel = (
    <UploadProgressPanel
      title={t('prompts.uploadFiles', { files: progress.pendingCount })}
      // No speed until the engine has enough acknowledged bytes to tell one.
      speed={progress.bytesPerSecond === null ? '' : `${formatSize(progress.bytesPerSecond)}/s`}
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
  return (
    <>
      {asking && (
        <Prompt
          title={t('upload.stop')}
          labels={{ confirm: t('upload.stop'), cancel: t('upload.keepUploading') }}
          danger
          onConfirm={() => {
            reply(true);
          }}
          onCancel={() => {
            reply(false);
          }}
        >
          <p>{t('upload.stopping', { count: progress.pendingCount })}</p>
        </Prompt>
      )}
      {panel}
    </>
  );
}
