import type { StartupConfig } from '@file-browser/api-contract';
import { recaptchaEnabled } from '../auth/auth-config';
import type { ServerContext } from '../context';
import { brandingFile } from './branding-files';

/** reCAPTCHA keys for the login page: only for JSON auth with a reCAPTCHA configuration. */
function recaptchaKeys(
  context: ServerContext,
): Pick<StartupConfig, 'ReCaptchaHost' | 'ReCaptchaKey'> {
  const { method, recaptcha } = context.auth;
  if (method !== 'json' || !recaptcha) return {};
  return { ReCaptchaHost: recaptcha.host, ReCaptchaKey: recaptcha.key };
}

/**
 * The `window.FileBrowser` object for this server (api-contract §6.3), keys in upstream's
 * order. Built per request from the live settings and branding folder, so a
 * `PUT /api/settings` or a new `custom.css` shows at once.
 */
export async function startupConfig(context: ServerContext): Promise<StartupConfig> {
  const { branding, signup, hideLoginButton, tus } = context.settings;
  const method = context.auth.method;
  return {
    AuthMethod: method,
    BaseURL: context.baseURL,
    CSS: (await brandingFile(context.ownDisk, branding.files, 'custom.css')) !== undefined,
    Color: branding.color,
    DisableExternal: branding.disableExternal,
    DisableUsedPercentage: branding.disableUsedPercentage,
    EnableExec: context.enableExec,
    EnableThumbs: context.previews.thumbnails,
    HideLoginButton: hideLoginButton,
    LoginPage: method === 'json' || method === 'hook',
    LogoutPage: context.settings.logoutPage,
    Name: branding.name,
    NoAuth: method === 'noauth',
    ReCaptcha: recaptchaEnabled(context.auth),
    ...recaptchaKeys(context),
    ResizePreview: context.previews.resizePreview,
    Signup: signup,
    StaticURL: `${context.baseURL}/static`,
    Theme: branding.theme,
    TusSettings: tus,
    Version: context.version,
  };
}
