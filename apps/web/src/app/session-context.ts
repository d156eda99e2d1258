import type { sessionMachine } from '@file-browser/state-machines';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The running session actor, shared by the routes. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const SessionContext = createContext<SessionActor | null>(null);

/** The session actor; throws when rendered outside the app's provider. */
export function useSession(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession must be used inside <SessionContext.Provider>');
  return actor;
}
