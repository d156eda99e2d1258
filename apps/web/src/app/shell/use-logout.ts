import { useSession } from '../session-context';

/**
 * Logging out from the sidebar. The session clears the token, cookie and user; the app's
 * `leave` (see `createLeave`) then revokes the token and reloads or navigates.
 */
export function useLogout(): () => void {
  const session = useSession();
  return () => {
    session.send({ type: 'session.logout' });
  };
}
