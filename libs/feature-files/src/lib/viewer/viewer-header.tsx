import type { FileInfo } from '@file-browser/api-client';
import { Icon, IconButton } from '@file-browser/ui-kit';
import {
  mdiClose,
  mdiDelete,
  mdiDownload,
  mdiFormTextboxPassword,
  mdiInformation,
  mdiOpenInNew,
} from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/** Props of {@link ViewerHeader}. */
export interface ViewerHeaderProps {
  ctx: FilesContext;
  file: FileInfo;
  /** Back to the folder (the editor's guard may stop it). */
  onClose: () => void;
  /** The viewer's own buttons (save, preview toggle, full size), before the common ones. */
  children?: ReactNode;
}

/**
 * The header of an open file (frontend-behaviour §10): close, the viewer's own buttons, then
 * rename, delete, download and open directly (each with its permission) and info. Rename,
 * delete and info are the listing's prompts acting on the open file.
 */
export function ViewerHeader({ ctx, file, onClose, children }: ViewerHeaderProps) {
  const { t } = useTranslation();
  const { perm } = ctx.user;
  return (
    <>
      <IconButton icon={mdiClose} label={t('buttons.close')} onClick={onClose} />
      {children}
      {perm.rename && (
        <IconButton
          icon={mdiFormTextboxPassword}
          label={t('buttons.rename')}
          onClick={() => {
            ctx.openPrompt({ kind: 'rename' });
          }}
        />
      )}
      {perm.delete && (
        <IconButton
          icon={mdiDelete}
          label={t('buttons.delete')}
          onClick={() => {
            ctx.openPrompt({ kind: 'delete' });
          }}
        />
      )}
      {perm.download && (
        <IconButton
          icon={mdiDownload}
          label={t('buttons.download')}
          onClick={() => {
            ctx.download(ctx.client.rawURL(file.path));
          }}
        />
      )}
      {perm.download && (
        <a
          className="fb-icon-button"
          href={ctx.client.rawURL(file.path, { inline: true })}
          target="_blank"
          rel="noreferrer"
          title={t('buttons.openDirect')}
          aria-label={t('buttons.openDirect')}
        >
          <Icon path={mdiOpenInNew} />
        </a>
      )}
      <IconButton
        icon={mdiInformation}
        label={t('buttons.info')}
        onClick={() => {
          ctx.openPrompt({ kind: 'info' });
        }}
      />
    </>
  );
}
