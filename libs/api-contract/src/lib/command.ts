import * as z from 'zod/mini';

/**
 * The command runner's WebSocket protocol (`GET /api/command{path}`, api-contract §8.1): the
 * client sends one text frame, the command line; the server answers one text frame per output
 * line, then closes. A clean close means exit status 0; close code 1011 means the command failed.
 */
export const commandRequestSchema = z.string().check(z.minLength(1));
export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** One server frame: an output line (stdout first, then stderr), or a refusal text. */
export const commandOutputSchema = z.string();
export type CommandOutput = z.infer<typeof commandOutputSchema>;

/** The frame the server sends before closing when a command is refused. */
export const COMMAND_NOT_ALLOWED = 'Command not allowed.';

/** Close code of a command that exited non-zero or could not start (reason `Internal Server Error`). */
export const COMMAND_FAILED_CLOSE_CODE = 1011;
