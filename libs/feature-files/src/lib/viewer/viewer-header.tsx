import type { FileInfo } from '@file-browser/api-client';
import { Dropdown, Icon, IconButton } from '@file-browser/ui-kit';
import {
  mdiClose,
  mdiDelete,
  mdiDotsVertical,
  mdiDownload,
  mdiFormTextboxPassword,
  mdiInformation,
  mdiOpenInNew,
} from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import './viewer-header.css';

/** Props of {@link ViewerHeader}. */
export interface ViewerHeaderProps {
  ctx: FilesContext;
  file: FileInfo;
  /** Back to the folder (the editor's guard may stop it). */
  onClose: () => void;
  /** The viewer's own buttons (save, edit/preview, full size), after close. */
  children?: ReactNode;
}

/** An action on the open file, shown as a button on wide screens and a menu item on phones. */
interface FileAction {
  id: string;
  icon: string;
  label: string;
  run: () => void;
  /** A link's address: drawn as a link, so "open in new tab" and middle click work too. */
  href?: string;
}

/** The common actions the user's permissions allow: rename, delete, download, open directly, info. */
function useFileActions(ctx: FilesContext, file: FileInfo): FileAction[] {
  const { t } = useTranslation();
  const { perm } = ctx.user;
  const direct = ctx.client.rawURL(file.path, { inline: true });
  const actions: (FileAction | false)[] = [
    perm.rename && {
      id: 'rename',
      icon: mdiFormTextboxPassword,
      label: t('buttons.rename'),
      run: () => {
        ctx.openPrompt({ kind: 'rename' });
      },
    },
    perm.delete && {
      id: 'delete',
      icon: mdiDelete,
      label: t('buttons.delete'),
      run: () => {
        ctx.openPrompt({ kind: 'delete' });
      },
    },
    perm.download && {
      id: 'download',
      icon: mdiDownload,
      label: t('buttons.download'),
      run: () => {
        ctx.download(ctx.client.rawURL(file.path));
      },
    },
    perm.download && {
      id: 'openDirect',
      icon: mdiOpenInNew,
      label: t('buttons.openDirect'),
      href: direct,
      run: () => {
        window.open(direct, '_blank', 'noreferrer');
      },
    },
    {
      id: 'info',
      icon: mdiInformation,
      label: t('buttons.info'),
      run: () => {
        ctx.openPrompt({ kind: 'info' });
      },
    },
  ];
  return actions.filter((action) => action !== false);
}

/**
 * The header of an open file (frontend-behaviour §10): close, the viewer's own buttons, then
 * rename, delete, download, open directly (each with its permission) and info, the listing's
 * prompts acting on the open file. On phones (≤ 736 px) those common actions fold into a ⋮
 * menu, so close and the file name keep their room.
 */
export function ViewerHeader({ ctx, file, onClose, children }: ViewerHeaderProps) {
  const { t } = useTranslation();
  const actions = useFileActions(ctx, file);
  return (
    <>
      <IconButton icon={mdiClose} label={t('buttons.close')} onClick={onClose} />
      {children}
      {actions.map((action) =>
        action.href !== undefined ? (
          <a
            key={action.id}
            className="fb-icon-button fb-viewer-action--wide"
            href={action.href}
            target="_blank"
            rel="noreferrer"
            title={action.label}
            aria-label={action.label}
          >
            <Icon path={action.icon} />
          </a>
        ) : (
          <IconButton
            key={action.id}
            icon={action.icon}
            label={action.label}
            className="fb-viewer-action--wide"
            onClick={action.run}
          />
        ),
      )}
      <Dropdown
        className="fb-viewer-more"
        icon={mdiDotsVertical}
        label={t('buttons.more')}
        items={actions.map(({ id, icon, label }) => ({ id, icon, label }))}
        onSelect={(id) => {
          actions.find((action) => action.id === id)?.run();
        }}
      />
    </>
  );
}
