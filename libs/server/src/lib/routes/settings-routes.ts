import {
  publicSettingsSchema,
  settingsSchema,
  settingsUpdateSchema,
} from '@file-browser/api-contract';
import type { Settings } from '@file-browser/api-contract';
import type { FastifyInstance } from 'fastify';
import { authenticate, authenticateAdmin } from '../auth/authenticate';
import type { ServerContext } from '../context';
import { sendStatus } from '../http/envelope';
import { checkedResponse, parseJsonBody } from '../http/json-body';
import { SETTINGS_KEY, normaliseSettings, signupScopeWarning } from '../settings/global-settings';

const ONE_MIB = 1024 * 1024;

/** The wire object of §6.1, keys in upstream's order, with the live auth method. */
function settingsOf(context: ServerContext): Settings {
  const { settings } = context;
  return {
    signup: settings.signup,
    hideLoginButton: settings.hideLoginButton,
    createUserDir: settings.createUserDir,
    minimumPasswordLength: settings.minimumPasswordLength,
    userHomeBasePath: settings.userHomeBasePath,
    defaults: settings.defaults,
    authMethod: context.auth.method,
    rules: settings.rules,
    branding: settings.branding,
    tus: settings.tus,
    shell: settings.shell,
    commands: settings.commands,
    tokenExpirationTime: settings.tokenExpirationTime,
    logoutPage: settings.logoutPage,
  };
}

/**
 * `GET /api/settings` and `PUT /api/settings` (api-contract §6.1, §6.2), admin only. A PUT
 * replaces the whole object and takes effect at once: every route reads `context.settings`.
 * Ours: `GET /api/settings/public`, for any signed-in user, answers only what an upload client
 * needs (`{ tus: { chunkSize, retryCount } }`), so scripts need not be admins or read the page.
 */
export function settingsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/api/settings/public', async (request, reply) => {
    await authenticate(context, request, reply);
    const { chunkSize, retryCount } = context.settings.tus;
    return checkedResponse(publicSettingsSchema, { tus: { chunkSize, retryCount } });
  });

  app.get('/api/settings', async (request, reply) => {
    await authenticateAdmin(context, request, reply);
    return checkedResponse(settingsSchema, settingsOf(context));
  });

  app.put('/api/settings', { bodyLimit: ONE_MIB }, async (request, reply) => {
    await authenticateAdmin(context, request, reply);
    const update = parseJsonBody(request.body, settingsUpdateSchema);
    const settings = normaliseSettings(update, context.settings);
    await context.store.settings.set(SETTINGS_KEY, settings);
    context.settings = settings;
    // The other servers sharing this store read them again (docs/scale-out.md).
    await context.coordination.events.publish({ kind: 'settings' });
    const warning = signupScopeWarning(settings);
    if (warning) request.log.warn(warning);
    return sendStatus(reply, 200);
  });
}
