import type { ApiClient } from '@file-browser/api-client';
import type { ShellRunEvent, ShellRunInput } from '@file-browser/state-machines';
import { fromCallback, type EventObject } from 'xstate';

/** The part of the api-client the shell needs. */
export type CommandClient = Pick<ApiClient, 'openCommand'>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The shell machine's `run` actor over the command WebSocket: each output line is sent back as
 * `shell.output`, the end as `shell.finished` (with the error's text when the command failed).
 * Stopping the actor (the panel closed) closes the socket, so the server ends the command.
 */
export function commandActor(client: CommandClient) {
  return fromCallback<EventObject, ShellRunInput>(({ input, sendBack }) => {
    const session = client.openCommand(input.path, input.command);
    let stopped = false;
    const send = (event: ShellRunEvent) => {
      if (!stopped) sendBack(event);
    };
    const stream = async () => {
      try {
        for await (const line of session) send({ type: 'shell.output', text: line });
        send({ type: 'shell.finished' });
      } catch (error) {
        send({ type: 'shell.finished', error: messageOf(error) });
      }
    };
    void stream();
    return () => {
      stopped = true;
      session.close();
    };
  });
}
