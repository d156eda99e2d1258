import { shellMachine } from '@file-browser/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { commandActor, type CommandClient } from './command-actor';

/** The running shell machine, as {@link FilesShell} and the header's toggle use it. */
export type ShellActor = ReturnType<typeof useShell>['actor'];

/**
 * Runs {@link shellMachine} with the real command WebSocket of `client`; commands run in
 * `path`, the folder shown (kept up to date as the user navigates). `toggle` opens or closes
 * the panel (the header's shell button).
 */
export function useShell(client: CommandClient, path: string) {
  const [machine] = useState(() => shellMachine.provide({ actors: { run: commandActor(client) } }));
  const actor = useActorRef(machine, { input: { path } });
  useEffect(() => {
    actor.send({ type: 'shell.navigate', path });
  }, [actor, path]);
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const toggle = () => {
    actor.send({ type: 'shell.toggle' });
  };
  return { actor, open, toggle };
}
