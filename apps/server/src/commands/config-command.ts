import { openOfflineAdmin } from '@file-browser/server';
import type { AuthConfig, OfflineConfig } from '@file-browser/server';
import { allPermissions, tokenExpirationProblem } from '@file-browser/api-contract';
import type { Settings } from '@file-browser/api-contract';
import type { ParseArgsConfig } from 'node:util';
import type { CliIo } from './cli-io';
import { configTransfer } from './config-transfer-command';
import {
  EXIT_OK,
  STORE_OPTIONS,
  UsageError,
  parseBoolean,
  parseStrict,
  storePaths,
} from './cli-io';

/** Help for `file-browser config`. */
export const CONFIG_USAGE = `Usage: file-browser config <cat|set|export|import> [options]

Shows or changes the settings stored in a database, while the server is stopped.

  cat                                  print the settings and auth configuration as JSON
  set [settings]                       change the named settings only
  export [FILE]                        users (with password hashes), settings and shares as
                                       one JSON document, to FILE (owner-only) or stdout
  import FILE                          recreate them in a database that has no users yet;
                                       all or nothing

Settings (as the settings page and GET /api/settings name them):
  --signup true|false                  let visitors create accounts
  --hide-login-button true|false       no login button on public share pages
  --create-user-dir true|false         give each new user a home under the base path
  --user-home-base-path PATH           (/users)
  --minimum-password-length N          (12)
  --token-expiration-time DURATION     how long a login token lasts, 1m to 720h (2h)
  --auth.logout-page URL               where Log out leads: a path or an http(s) URL
                                       (/login; e.g. a proxy's sign-out page)
  --branding.name NAME
  --branding.theme light|dark|""
  --branding.color COLOR
  --branding.files DIR                 custom.css and img/ to brand the app with
  --branding.disable-external true|false
  --branding.disable-used-percentage true|false
  --tus.chunk-size BYTES               (10485760)
  --tus.retry-count N                  (5)
  --shell "PROGRAM ARGS"               what runs the command runner's commands
  --rules JSON                         the global rules, e.g.
                                       '[{"regex":false,"allow":false,"path":"/private","regexp":null}]'
  --commands JSON                      event hooks, e.g. '{"after_upload":["echo $FILE"]}'
  --defaults.scope PATH                new users' settings: scope, locale, view mode
  --defaults.locale CODE               (list, mosaic or "mosaic gallery"), sorting
  --defaults.view-mode MODE            (name, size or modified), commands
  --defaults.single-click true|false
  --defaults.redirect-after-copy-move true|false
  --defaults.sorting.by FIELD
  --defaults.sorting.asc true|false
  --defaults.commands "CMD CMD"
  --defaults.hide-dotfiles true|false
  --defaults.date-format true|false
  --defaults.ace-editor-theme THEME
  --defaults.perm.NAME true|false      NAME: admin, execute, create, rename, modify,
                                       delete, share, download
  --auth.method json|noauth|proxy|hook how users log in (not settable from the web)
  --auth.header NAME                   proxy auth: header naming the user
  --auth.command "PROGRAM ARGS"        hook auth: run without a shell, USERNAME/PASSWORD in env
  --recaptcha.host URL                 (https://www.google.com)
  --recaptcha.key KEY
  --recaptcha.secret SECRET

Options:
  -c, --config FILE                    FB_CONFIG: the server's config file, for its database
  -d, --database FILE                  FB_DATABASE (./file-browser.db)
  -h, --help                           show this help`;

/** How a setting's flag text becomes its value. */
type Kind = 'boolean' | 'text' | 'count' | 'words' | 'json';

/** Each settings flag: the dotted path of the setting it changes, and how to read it. */
const SETTING_FLAGS: Readonly<Record<string, readonly [path: string, kind: Kind]>> = {
  signup: ['signup', 'boolean'],
  'hide-login-button': ['hideLoginButton', 'boolean'],
  'create-user-dir': ['createUserDir', 'boolean'],
  'user-home-base-path': ['userHomeBasePath', 'text'],
  'minimum-password-length': ['minimumPasswordLength', 'count'],
  'token-expiration-time': ['tokenExpirationTime', 'text'],
  // Upstream's flag name, though the setting lives with the others, not the auth method's.
  'auth.logout-page': ['logoutPage', 'text'],
  'branding.name': ['branding.name', 'text'],
  'branding.theme': ['branding.theme', 'text'],
  'branding.color': ['branding.color', 'text'],
  'branding.files': ['branding.files', 'text'],
  'branding.disable-external': ['branding.disableExternal', 'boolean'],
  'branding.disable-used-percentage': ['branding.disableUsedPercentage', 'boolean'],
  'tus.chunk-size': ['tus.chunkSize', 'count'],
  'tus.retry-count': ['tus.retryCount', 'count'],
  shell: ['shell', 'words'],
  rules: ['rules', 'json'],
  commands: ['commands', 'json'],
  'defaults.scope': ['defaults.scope', 'text'],
  'defaults.locale': ['defaults.locale', 'text'],
  'defaults.view-mode': ['defaults.viewMode', 'text'],
  'defaults.single-click': ['defaults.singleClick', 'boolean'],
  'defaults.redirect-after-copy-move': ['defaults.redirectAfterCopyMove', 'boolean'],
  'defaults.sorting.by': ['defaults.sorting.by', 'text'],
  'defaults.sorting.asc': ['defaults.sorting.asc', 'boolean'],
  'defaults.commands': ['defaults.commands', 'words'],
  'defaults.hide-dotfiles': ['defaults.hideDotfiles', 'boolean'],
  'defaults.date-format': ['defaults.dateFormat', 'boolean'],
  'defaults.ace-editor-theme': ['defaults.aceEditorTheme', 'text'],
  ...Object.fromEntries(
    Object.keys(allPermissions(false)).map((name) => [
      `defaults.perm.${name}`,
      [`defaults.perm.${name}`, 'boolean'] as const,
    ]),
  ),
};

const OPTIONS = {
  ...STORE_OPTIONS,
  ...Object.fromEntries(
    Object.keys(SETTING_FLAGS).map((flag) => [flag, { type: 'string' as const }]),
  ),
  'auth.method': { type: 'string' },
  'auth.header': { type: 'string' },
  'auth.command': { type: 'string' },
  'recaptcha.host': { type: 'string' },
  'recaptcha.key': { type: 'string' },
  'recaptcha.secret': { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

type Values = Partial<Record<string, string | boolean>>;

/** The flag's text as the setting's value; a text that cannot be one is a UsageError. */
function valueOf(flag: string, kind: Kind, text: string): unknown {
  switch (kind) {
    case 'boolean':
      return parseBoolean(flag, text);
    case 'count':
      if (!/^\d+$/.test(text)) throw new UsageError(`--${flag} must be a number`);
      return Number(text);
    case 'words':
      return text.split(' ').filter((word) => word !== '');
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new UsageError(`--${flag} must be JSON, as in the usage below`);
      }
    case 'text':
      if (flag === 'token-expiration-time') {
        const problem = tokenExpirationProblem(text);
        if (problem) throw new UsageError(`--${flag}: ${problem}`);
      }
      return text;
  }
}

/** A copy of `settings` with the value at the dotted `path` replaced. */
function withValue(settings: object, path: string, value: unknown): object {
  const [key = '', ...rest] = path.split('.');
  const inner = (settings as Record<string, unknown>)[key];
  const next = rest.length === 0 ? value : withValue(inner as object, rest.join('.'), value);
  return { ...settings, [key]: next };
}

/**
 * The settings with every settings flag given applied; the store checks the result as it
 * checks a `PUT /api/settings` (ranges, themes, rules), so a bad value is refused there.
 */
function settingsChange(values: Values, current: OfflineConfig): Partial<Settings> | undefined {
  let settings: Partial<Settings> = current.settings;
  let changed = false;
  for (const [flag, [path, kind]] of Object.entries(SETTING_FLAGS)) {
    const text = values[flag];
    if (typeof text !== 'string') continue;
    settings = withValue(settings, path, valueOf(flag, kind, text));
    changed = true;
  }
  return changed ? settings : undefined;
}

function authChange(values: Values, current: OfflineConfig): Partial<AuthConfig> | undefined {
  const text = (name: string) => values[name] as string | undefined;
  const change: Partial<AuthConfig> = {};
  const method = text('auth.method');
  if (method !== undefined) {
    if (method !== 'json' && method !== 'noauth' && method !== 'proxy' && method !== 'hook') {
      throw new UsageError('--auth.method must be json, noauth, proxy or hook');
    }
    change.method = method;
  }
  const header = text('auth.header');
  if (header !== undefined) change.header = header;
  const command = text('auth.command');
  if (command !== undefined) change.command = command;
  const hook = (change.method ?? current.auth.method) === 'hook';
  if (hook && !(change.command ?? current.auth.command)?.trim()) {
    throw new UsageError('--auth.method hook needs --auth.command');
  }
  const host = text('recaptcha.host');
  const key = text('recaptcha.key');
  const secret = text('recaptcha.secret');
  if (host !== undefined || key !== undefined || secret !== undefined) {
    const previous = current.auth.recaptcha;
    change.recaptcha = {
      host: host ?? previous?.host ?? 'https://www.google.com',
      key: key ?? previous?.key ?? '',
      // The stored secret is never read back; keep it unless a new one is given.
      secret: secret ?? '',
    };
    if (secret === undefined && previous?.secret) {
      throw new UsageError('give --recaptcha.secret again when changing the reCAPTCHA host or key');
    }
  }
  return Object.keys(change).length > 0 ? change : undefined;
}

/** `file-browser config cat|set`: returns the exit code; misuse throws UsageError. */
export async function configCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parseStrict(args, OPTIONS);
  if (values.help) {
    io.out(CONFIG_USAGE);
    return EXIT_OK;
  }
  const [action, ...extra] = positionals;
  const changing = Object.keys(values).some((name) => !(name in STORE_OPTIONS));
  if (action === 'export' || action === 'import') {
    if (changing) throw new UsageError(`config ${action} takes no settings`);
    return configTransfer(action, extra, values, env, io);
  }
  if (action !== 'cat' && action !== 'set') {
    throw new UsageError('use config cat, set, export or import');
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0] ?? ''}"`);
  if (action === 'cat' && changing) throw new UsageError('config cat takes no settings');
  if (action === 'set' && !changing) throw new UsageError('config set needs at least one setting');
  const { database, root } = storePaths(values, env);
  const admin = openOfflineAdmin(database, root);
  try {
    let config = await admin.readConfig();
    if (action === 'set') {
      const settings = settingsChange(values, config);
      const auth = authChange(values, config);
      config = await admin.updateConfig({ ...(settings && { settings }), ...(auth && { auth }) });
    }
    io.out(JSON.stringify(config, null, 2));
    return EXIT_OK;
  } finally {
    await admin.close();
  }
}
