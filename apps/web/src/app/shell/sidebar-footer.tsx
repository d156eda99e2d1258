import { useTranslation } from 'react-i18next';
import { useAppServices } from '../app-context';
import { useShell } from './shell-context';
import { HelpPrompt } from '@file-browser/ui-kit';

const PROJECT_URL = 'https://github.com/filebrowser/filebrowser';

/** The sidebar's foot: the product credit and version, and the Help link. */
export function SidebarFooter() {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const shell = useShell();
  return (
    <p className="fb-sidebar-footer">
      <span>
        {config.disableExternal ? (
          'File Browser'
        ) : (
          <a href={PROJECT_URL} target="_blank" rel="noopener noreferrer">
            File Browser
          </a>
        )}
        {/* Empty only without a server page (the dev server): nothing to show then. */}
        {config.version && <span> {config.version}</span>}
      </span>
      <button
        type="button"
        className="fb-sidebar-footer__help"
        onClick={() => {
          shell.showPrompt(<HelpPrompt t={t} onClose={shell.closePrompt} />);
        }}
      >
        {t('sidebar.help')}
      </button>
    </p>
  );
}
