import { HelpPrompt } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FilesContext, FilesPrompt } from '../shared/files-context';
import { ConflictPrompt } from './conflict-prompt';
import { DeletePrompt } from './delete-prompt';
import { DownloadPrompt } from './download-prompt';
import { InfoPrompt } from './info-prompt';
import { MoveCopyPrompt } from './move-copy-prompt';
import { NamePrompt } from './name-prompt';
import { SharePrompt } from './share-prompt';
import { UploadConflictPrompt } from './upload-conflict-prompt';
import { UploadPrompt } from './upload-prompt';

/** The props of {@link FilesPromptHost}. */
export interface FilesPromptHostProps {
  readonly prompt: FilesPrompt | undefined;
  readonly ctx: FilesContext;
  readonly formatModified: (iso: string) => string;
}

/** Renders the files screen's open prompt, if any. */
export function FilesPromptHost({ prompt, ctx, formatModified }: FilesPromptHostProps) {
  const { t } = useTranslation();
  switch (prompt?.kind) {
    case undefined:
      return null;
    case 'newDir':
    case 'newFile':
    case 'rename':
      return <NamePrompt action={prompt.kind} ctx={ctx} />;
    case 'delete':
      return <DeletePrompt ctx={ctx} />;
    case 'download':
      return <DownloadPrompt ctx={ctx} />;
    case 'help':
      return <HelpPrompt t={t} onClose={ctx.closePrompt} view={prompt.view} />;
    case 'info':
      return <InfoPrompt ctx={ctx} formatModified={formatModified} />;
    case 'share':
      return <SharePrompt ctx={ctx} />;
    case 'upload':
      return <UploadPrompt ctx={ctx} />;
    case 'move':
    case 'copy':
      return <MoveCopyPrompt ctx={ctx} action={prompt.kind} />;
    case 'uploadConflicts':
      return (
        <UploadConflictPrompt
          conflicts={prompt.conflicts}
          onDone={prompt.onDone}
          onCancel={ctx.closePrompt}
        />
      );
    case 'replaceRename':
      return (
        <ConflictPrompt
          onCancel={ctx.closePrompt}
          onReplace={prompt.onReplace}
          onRename={prompt.onRename}
        />
      );
  }
}
