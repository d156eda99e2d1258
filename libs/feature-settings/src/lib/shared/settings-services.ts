import type { ApiClient } from '@file-browser/api-client';
import type { Branding, TokenUser } from '@file-browser/api-contract';
import type { ReactNode } from 'react';

/**
 * What the settings pages need from the app: the API client, the logged-in user, a few
 * start-up flags and callbacks for the app's chrome (toasts, navigation, session, theme).
 */
export interface SettingsServices {
  readonly client: ApiClient;
  readonly user: TokenUser;
  /** Whether sensitive changes need the caller's own password (JSON auth, api-contract §5.2). */
  readonly askCurrentPassword: boolean;
  /** Whether the server runs commands: shows the shell, commands and command runner fields. */
  readonly execEnabled: boolean;
  /** Whether the password can be changed at all (false without authentication). */
  readonly passwordChangeable: boolean;
  /** Shows a toast: success ones close themselves, errors stay. */
  readonly notify: (kind: 'success' | 'error', message: string) => void;
  /** Opens an app route, e.g. `/settings/users/3`. */
  readonly navigate: (path: string) => void;
  /** Renders a link to an app route (a router link), e.g. the users list's edit links. */
  readonly renderLink: (href: string, children: ReactNode) => ReactNode;
  /** The logged-in user changed (profile, own account): renew the session to pick it up. */
  readonly onUserChanged: () => void;
  /** Global settings were saved: apply the branding theme right away (spec §4). */
  readonly onBrandingSaved: (branding: Branding) => void;
  /** The public address of a share link. */
  readonly shareURL: (hash: string) => string;
  /** Copies text to the clipboard. */
  readonly copyText: (text: string) => Promise<void>;
  /** The uploads-at-once limit kept by the app (1–10), and how to change it. */
  readonly uploadsLimit: number;
  readonly setUploadsLimit: (limit: number) => void;
}
