import { ProgressBar, Toaster } from '@file-browser/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { AppSidebar, type CreateHandlers } from './app-sidebar';
import { ShellContext } from './shell-context';
import { useSidebarShown } from './use-sidebar-shown';
import { useShellState } from './use-shell-state';

const PROJECT_ISSUES = 'https://github.com/filebrowser/filebrowser/issues/new';

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** Sidebar New folder / New file handlers (shown with the create permission when given). */
  create?: CreateHandlers;
}

/**
 * The frame of every page but login: the global progress bar, the sidebar (none for a visitor
 * on a share link), the route's page
 * (which brings its own header), the prompt host and the notification stack.
 */
export function Layout({ create }: LayoutProps) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const shell = useShellState();
  const sidebar = useSidebarShown();
  const { pathname } = useLocation();
  const { onRouteChange } = shell;
  useEffect(onRouteChange, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ShellContext.Provider value={shell.controls}>
      <div className="fb-shell">
        {shell.progress !== null && (
          <ProgressBar
            variant="global"
            value={shell.progress}
            label={t('prompts.uploadingFiles')}
          />
        )}
        {sidebar && (
          <AppSidebar
            open={shell.sidebarOpen}
            onClose={shell.closeSidebar}
            {...(create && { create })}
          />
        )}
        <div className="fb-shell__page">
          <Outlet />
        </div>
        {shell.prompt}
        <Toaster
          toasts={shell.toasts}
          regionLabel={t('buttons.info')}
          labels={{ dismiss: t('buttons.close'), report: t('buttons.reportIssue') }}
          onDismiss={shell.dismissToast}
          {...(!config.disableExternal && {
            onReport: () => window.open(PROJECT_ISSUES, '_blank', 'noopener'),
          })}
        />
      </div>
    </ShellContext.Provider>
  );
}
