import { spawn } from 'node:child_process';
import type { ServerContext } from '../context';
import { HttpError } from '../core/http-error';
import type { UserRecord } from '../ports/store';
import { createHome, normaliseScope } from '../users/homes';
import { normaliseUserFields, prepareNewUser } from '../users/new-user';
import { createOnFirstLogin, createUser } from '../users/provision';
import type { HookFields } from './hook-output';
import { parseHookOutput } from './hook-output';
import { checkPassword, hashPassword, passwordProblem } from '../users/password';

/** A hook that has not answered by then has failed (500). */
const HOOK_TIMEOUT_MS = 30_000;
/** More output than any `key=value` answer needs: the hook is stopped and has failed. */
const MAX_HOOK_OUTPUT = 64 * 1024;

/**
 * Runs the auth hook (api-contract §1.7, K61): the command split on single spaces and started
 * directly, never through a shell; the credentials only in `USERNAME` and `PASSWORD`, never in
 * its arguments. Resolves with its standard output; non-zero exit, a timeout or too much
 * output is a 500.
 */
export function runAuthHook(command: string, username: string, password: string) {
  const [program, ...args] = command.split(' ').filter(Boolean);
  if (!program) return Promise.reject(new HttpError(500));
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, USERNAME: username, PASSWORD: password },
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: HOOK_TIMEOUT_MS,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_HOOK_OUTPUT) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', () => {
      reject(new HttpError(500));
    });
    child.on('close', (code) => {
      if (code === 0 && size <= MAX_HOOK_OUTPUT) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(new HttpError(500));
    });
  });
}

/** A hook-vouched user seen for the first time: defaults plus the hook's fields, password locked. */
async function createHookUser(
  context: ServerContext,
  username: string,
  password: string,
  fields: HookFields,
): Promise<UserRecord> {
  const data = { ...fields, lockPassword: true };
  return createUser(context, await prepareNewUser(context.settings, { username, password, data }));
}

/** A known user the hook vouched for: new password re-hashed, printed fields written. */
async function updateHookUser(
  context: ServerContext,
  user: UserRecord,
  password: string,
  fields: HookFields,
): Promise<UserRecord> {
  const samePassword = await checkPassword(password, user.passwordHash);
  if (samePassword && Object.keys(fields).length === 0 && user.lockPassword) return user;
  const { minimumPasswordLength } = context.settings;
  const problem = samePassword ? undefined : passwordProblem(password, minimumPasswordLength);
  if (problem) throw new HttpError(400, problem);
  const scope = fields.scope === undefined ? user.scope : normaliseScope(fields.scope);
  if (scope !== user.scope) await createHome(context.storage, context.root, scope);
  return context.store.users.update(
    normaliseUserFields({
      ...user,
      ...fields,
      scope,
      lockPassword: true,
      passwordHash: samePassword ? user.passwordHash : await hashPassword(password),
    }),
  );
}

/** A first hook login; one racing it made the account: this one updates it as a known user. */
async function hookFirstLogin(
  context: ServerContext,
  username: string,
  password: string,
  fields: HookFields,
): Promise<UserRecord> {
  const { user, created } = await createOnFirstLogin(context, username, () =>
    createHookUser(context, username, password, fields),
  );
  return created ? user : updateHookUser(context, user, password, fields);
}

/**
 * Logs in through the auth hook: `auth` creates or updates the user the hook vouches for,
 * `block` refuses (403), `pass` checks the stored password (403 on failure), anything else 500.
 */
export async function hookLogin(
  context: ServerContext,
  username: string,
  password: string,
): Promise<UserRecord> {
  const output = await runAuthHook(context.auth.command ?? '', username, password);
  const existing = await context.store.users.getByUsername(username);
  const base = existing?.perm ?? context.settings.defaults.perm;
  const { action, fields } = parseHookOutput(output, base);
  switch (action) {
    case 'auth':
      if (existing) return updateHookUser(context, existing, password, fields);
      return hookFirstLogin(context, username, password, fields);
    case 'pass': {
      if (existing && (await checkPassword(password, existing.passwordHash))) return existing;
      throw new HttpError(403);
    }
    case 'block':
      throw new HttpError(403);
    default:
      throw new HttpError(500);
  }
}
