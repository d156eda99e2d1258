import { HeaderBar } from '@file-browser/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../app-context';
import { useShell } from './shell-context';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  /** The page's title area; the instance name when left out. */
  title?: ReactNode;
  /** Header actions, always shown. */
  children?: ReactNode;
}

/** A page's top bar: the sidebar's menu button (narrow screens), the logo, title and actions. */
export function AppHeader({ title, children }: AppHeaderProps) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const shell = useShell();
  return (
    <HeaderBar
      logo={<img src={config.logoURL} alt={config.name} />}
      menuLabel={t('buttons.toggleSidebar')}
      onMenuClick={shell.toggleSidebar}
      title={title ?? config.name}
    >
      {children}
    </HeaderBar>
  );
}
