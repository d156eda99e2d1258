import { startupConfigSchema } from '@file-browser/api-contract';
import type { StartupConfig } from '@file-browser/api-contract';

/** The web client's typed start-up settings, from the server page's `window.FileBrowser`. */
export interface AppConfig {
  /** Display name: the branding name or "File Browser". */
  name: string;
  baseURL: string;
  staticURL: string;
  logoURL: string;
  signup: boolean;
  theme: StartupConfig['Theme'];
  version: string;
  disableExternal: boolean;
  disableUsedPercentage: boolean;
  noAuth: boolean;
  loginPage: boolean;
  enableThumbs: boolean;
  resizePreview: boolean;
  enableExec: boolean;
  tus: StartupConfig['TusSettings'];
}

const DEFAULTS: StartupConfig = {
  AuthMethod: 'json',
  BaseURL: '',
  CSS: false,
  Color: '',
  DisableExternal: false,
  DisableUsedPercentage: false,
  EnableExec: false,
  EnableThumbs: true,
  HideLoginButton: true,
  LoginPage: true,
  LogoutPage: '/login',
  Name: '',
  NoAuth: false,
  ReCaptcha: false,
  ResizePreview: true,
  Signup: false,
  StaticURL: '',
  Theme: '',
  TusSettings: { chunkSize: 10 * 1024 * 1024, retryCount: 5 },
  Version: '(untracked)',
};

/**
 * Reads the startup object once. Missing or malformed keys fall back to defaults, so the dev
 * server (which injects nothing) and an older server page both work.
 */
export function readAppConfig(raw: unknown): AppConfig {
  const partial = startupConfigSchema.partial().safeParse(raw);
  const config: StartupConfig = { ...DEFAULTS, ...(partial.success ? partial.data : {}) };
  const staticURL = config.StaticURL || `${config.BaseURL}/static`;
  return {
    name: config.Name || 'File Browser',
    baseURL: config.BaseURL,
    staticURL,
    logoURL: `${staticURL}/img/logo.svg`,
    signup: config.Signup,
    theme: config.Theme,
    version: config.Version,
    disableExternal: config.DisableExternal,
    disableUsedPercentage: config.DisableUsedPercentage,
    noAuth: config.NoAuth,
    loginPage: config.LoginPage,
    enableThumbs: config.EnableThumbs,
    resizePreview: config.ResizePreview,
    enableExec: config.EnableExec,
    tus: config.TusSettings,
  };
}

/**
 * The `data-theme` value ui-kit's tokens switch on. The server's `''` means "follow the
 * system" (light or dark as the OS prefers).
 */
export function themeAttribute(theme: AppConfig['theme']): 'light' | 'dark' | 'system' {
  return theme === '' ? 'system' : theme;
}
