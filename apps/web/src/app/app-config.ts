import { startupConfigSchema } from '@file-browser/api-contract';
import type { StartupConfig } from '@file-browser/api-contract';

/** The reCAPTCHA set-up of the login form, when the server asks for one. */
export interface CaptchaConfig {
  /** Site key for the widget. */
  key: string;
  /** Where `api.js` is loaded from, e.g. `https://www.google.com` (no trailing slash). */
  host: string;
}

/** The web client's typed start-up settings, from the server page's `window.FileBrowser`. */
export interface AppConfig {
  /** Display name: the branding name or "File Browser". */
  name: string;
  baseURL: string;
  staticURL: string;
  /** `<staticURL>/img/logo.svg`. */
  logoURL: string;
  /** Hide links to the project (sidebar credits, report-issue buttons). */
  disableExternal: boolean;
  /** Hide the disk usage bar. */
  disableUsedPercentage: boolean;
  signup: boolean;
  /** Null unless the login form must show a reCAPTCHA. */
  captcha: CaptchaConfig | null;
  theme: StartupConfig['Theme'];
  /** The branding colour for the accent (`branding.color`), `''` for the default one. */
  color: string;
  version: string;
  noAuth: boolean;
  authMethod: StartupConfig['AuthMethod'];
  /** Whether the auth method has a login form (json, hook); else the server logs visitors in. */
  loginPage: boolean;
  /** Where logout leads: `/login`, or a page outside the app (full-page redirect). */
  logoutPage: string;
  /** Hide the sidebar's Login entry while logged out. */
  hideLoginButton: boolean;
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
  Version: '',
};

/** Keeps the keys of `raw` that are valid one by one, so one bad value spoils nothing else. */
function validKeys(raw: unknown): Partial<StartupConfig> {
  if (typeof raw !== 'object' || raw === null) return {};
  const shape = startupConfigSchema.shape;
  const valid: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in shape)) continue;
    const parsed = shape[key as keyof typeof shape].safeParse(value);
    if (parsed.success) valid[key] = parsed.data;
  }
  return valid;
}

function captchaOf(config: StartupConfig): CaptchaConfig | null {
  if (!config.ReCaptcha || !config.ReCaptchaKey) return null;
  const host = (config.ReCaptchaHost ?? 'https://www.google.com').replace(/\/+$/, '');
  return { key: config.ReCaptchaKey, host };
}

/**
 * Reads the startup object once. Missing or malformed keys fall back to the defaults of spec §1,
 * so the dev server (which injects nothing) and an older server page both work.
 */
export function readAppConfig(raw: unknown): AppConfig {
  const config: StartupConfig = { ...DEFAULTS, ...validKeys(raw) };
  const baseURL = config.BaseURL.replace(/\/+$/, '');
  const staticURL = (config.StaticURL || `${baseURL}/static`).replace(/\/+$/, '');
  return {
    name: config.Name || 'File Browser',
    baseURL,
    staticURL,
    logoURL: `${staticURL}/img/logo.svg`,
    disableExternal: config.DisableExternal,
    disableUsedPercentage: config.DisableUsedPercentage,
    signup: config.Signup,
    captcha: captchaOf(config),
    theme: config.Theme,
    color: config.Color.trim(),
    version: config.Version,
    noAuth: config.NoAuth,
    authMethod: config.AuthMethod,
    loginPage: config.LoginPage,
    logoutPage: config.LogoutPage || '/login',
    hideLoginButton: config.HideLoginButton,
    enableThumbs: config.EnableThumbs,
    resizePreview: config.ResizePreview,
    enableExec: config.EnableExec,
    tus: config.TusSettings,
  };
}

/**
 * Logout is offered unless auth is off, and only where logging out leads somewhere: a login
 * form, or a custom logout page (spec §6, frontend-behaviour §12 "Sidebar").
 */
export function canLogout(config: AppConfig): boolean {
  return !config.noAuth && (config.loginPage || config.logoutPage !== '/login');
}
