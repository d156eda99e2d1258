import { Sidebar, SidebarItem } from '@file-browser/ui-kit';
import {
  mdiAccount,
  mdiAccountPlus,
  mdiCog,
  mdiFilePlus,
  mdiFolder,
  mdiFolderPlus,
  mdiLogin,
  mdiLogout,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { canLogout } from '../app-config';
import { useAppServices } from '../app-context';
import { useSessionView } from '../use-session-view';
import { SIDEBAR_ID } from './shell-context';
import { SidebarFooter } from './sidebar-footer';
import { SidebarUsage } from './sidebar-usage';
import { useLogout } from './use-logout';

/** What the sidebar's New folder and New file entries do (the files feature's prompts). */
export interface CreateHandlers {
  newFolder: () => void;
  newFile: () => void;
}

/** Props of {@link AppSidebar}. */
export interface AppSidebarProps {
  /** The drawer is shown (narrow screens). */
  open: boolean;
  /** Closes the drawer (Escape, backdrop, an entry chosen). */
  onClose: () => void;
  create?: CreateHandlers;
}

/** Entries for a logged-in user: profile, My files, create (with `create`), Settings (admin). */
function UserEntries({ create }: { create: CreateHandlers | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSessionView();
  const go = (to: string) => () => void navigate(to);
  if (!user) return null;
  return (
    <>
      <SidebarItem icon={mdiAccount} label={user.username} onClick={go('/settings/profile')} />
      <SidebarItem
        icon={mdiFolder}
        label={t('sidebar.myFiles')}
        current={pathname.startsWith('/files/')}
        onClick={go('/files/')}
      />
      {user.perm.create && create && (
        <>
          <SidebarItem
            icon={mdiFolderPlus}
            label={t('sidebar.newFolder')}
            onClick={create.newFolder}
          />
          <SidebarItem icon={mdiFilePlus} label={t('sidebar.newFile')} onClick={create.newFile} />
        </>
      )}
      {user.perm.admin && (
        <SidebarItem
          icon={mdiCog}
          label={t('sidebar.settings')}
          current={pathname.startsWith('/settings/')}
          onClick={go('/settings/global')}
        />
      )}
    </>
  );
}

/** Entries for a visitor: Login (unless hidden) and Signup (when enabled). */
function VisitorEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useAppServices();
  return (
    <>
      {!config.hideLoginButton && (
        <SidebarItem
          icon={mdiLogin}
          label={t('sidebar.login')}
          onClick={() => void navigate('/login')}
        />
      )}
      {config.signup && (
        <SidebarItem
          icon={mdiAccountPlus}
          label={t('sidebar.signup')}
          onClick={() => void navigate('/login', { state: { signup: true } })}
        />
      )}
    </>
  );
}

/** The app's sidebar: the session's entries, Logout, disk usage on file pages, the footer. */
export function AppSidebar({ open, onClose, create }: AppSidebarProps) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const { user } = useSessionView();
  const logout = useLogout();
  return (
    <Sidebar id={SIDEBAR_ID} label={t('sidebar.myFiles')} open={open} onClose={onClose}>
      {user ? <UserEntries create={create} /> : <VisitorEntries />}
      {user && canLogout(config) && (
        <SidebarItem icon={mdiLogout} label={t('sidebar.logout')} onClick={logout} />
      )}
      {user && <SidebarUsage />}
      <SidebarFooter />
    </Sidebar>
  );
}
