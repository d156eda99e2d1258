import type { StartupConfig } from '@file-browser/api-contract';
import type { ServerContext } from '../context';

/** The `window.FileBrowser` object for this server (api-contract §6.3), keys in upstream's order. */
export function startupConfig(context: ServerContext): StartupConfig {
  const { branding, signup, hideLoginButton, tus } = context.settings;
  return {
    AuthMethod: 'json',
    BaseURL: context.baseURL,
    CSS: false,
    Color: branding.color,
    DisableExternal: branding.disableExternal,
    DisableUsedPercentage: branding.disableUsedPercentage,
    EnableExec: false,
    EnableThumbs: true,
    HideLoginButton: hideLoginButton,
    LoginPage: true,
    LogoutPage: '/login',
    Name: branding.name,
    NoAuth: false,
    ReCaptcha: false,
    ResizePreview: true,
    Signup: signup,
    StaticURL: `${context.baseURL}/static`,
    Theme: branding.theme,
    TusSettings: tus,
    Version: context.version,
  };
}
