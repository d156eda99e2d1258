import { HeaderBar } from '@file-browser/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../app-context';
import { SIDEBAR_ID, useShell } from './shell-context';
import { useSidebarShown } from './use-sidebar-shown';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** The page's title area; the instance name when left out. */
  title?: ReactNode;
  /** Header actions, always shown. */
  children?: ReactNode;
}

/** A page's top bar: the sidebar's menu button (narrow screens, when there is a sidebar), the logo, title and actions. */
export function AppHeader({ title, children }: AppHeaderProps) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const shell = useShell();
  const sidebar = useSidebarShown();
  return (
    <HeaderBar
      logo={<img src={config.logoURL} alt={config.name} />}
      menuLabel={t('buttons.toggleSidebar')}
      onMenuClick={sidebar ? shell.toggleSidebar : undefined}
      menuExpanded={shell.sidebarOpen}
      menuControls={SIDEBAR_ID}
      title={title ?? config.name}
    >
      {children}
    </HeaderBar>
  );
}
