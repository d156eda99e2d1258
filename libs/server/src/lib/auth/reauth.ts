import type { ServerContext } from '../context';
import { HttpError } from '../core/http-error';
import type { UserRecord } from '../ports/store';
import { checkPassword, tooLongForBcrypt } from '../users/password';

/**
 * Asks for the requester's own password before a sensitive change (api-contract §5.2, K59).
 * Only the `json` auth method has passwords to ask for.
 */
export async function requireCurrentPassword(
  context: ServerContext,
  requester: UserRecord,
  given: string | undefined,
): Promise<void> {
  if (context.auth.method !== 'json') return;
  const password = given ?? '';
  const valid =
    password !== '' &&
    !tooLongForBcrypt(password) &&
    (await checkPassword(password, requester.passwordHash));
  if (!valid) throw new HttpError(400, 'the current password is incorrect');
}
