import { useLocation } from 'react-router-dom';
import { useSessionView } from '../use-session-view';

/**
 * Whether the page has the sidebar. A visitor on a share link has none: they have nothing to
 * go to there but the login page, which the share's header offers, and an empty column looked
 * broken.
 */
export function useSidebarShown(): boolean {
  const { user } = useSessionView();
  const { pathname } = useLocation();
  return user !== null || !pathname.startsWith('/share/');
}
