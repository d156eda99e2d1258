import { openOfflineAdmin } from '@file-browser/server';
import type { AuthConfig, OfflineConfig } from '@file-browser/server';
import type { Settings } from '@file-browser/api-contract';
import type { CliIo } from './cli-io';
import {
  EXIT_OK,
  STORE_OPTIONS,
  UsageError,
  parseBoolean,
  parseStrict,
  storePaths,
} from './cli-io';

/** Help for `file-browser config`. */
export const CONFIG_USAGE = `Usage: file-browser config <cat|set> [options]

Shows or changes the settings stored in a database, while the server is stopped.

  cat                                  print the settings and auth configuration as JSON
  set [settings]                       change the named settings only

Settings:
  --signup true|false                  let visitors create accounts
  --create-user-dir true|false         give each new user a home under the base path
  --user-home-base-path PATH           (/users)
  --minimum-password-length N          (12)
  --branding.name NAME
  --branding.theme light|dark|""
  --branding.color COLOR
  --auth.method json|noauth|proxy|hook how users log in (not settable from the web)
  --auth.header NAME                   proxy auth: header naming the user
  --auth.command "PROGRAM ARGS"        hook auth: run without a shell, USERNAME/PASSWORD in env
  --recaptcha.host URL                 (https://www.google.com)
  --recaptcha.key KEY
  --recaptcha.secret SECRET

Options:
  -d, --database FILE                  FB_DATABASE (./file-browser.db)
  -h, --help                           show this help`;

const OPTIONS = {
  ...STORE_OPTIONS,
  signup: { type: 'string' },
  'create-user-dir': { type: 'string' },
  'user-home-base-path': { type: 'string' },
  'minimum-password-length': { type: 'string' },
  'branding.name': { type: 'string' },
  'branding.theme': { type: 'string' },
  'branding.color': { type: 'string' },
  'auth.method': { type: 'string' },
  'auth.header': { type: 'string' },
  'auth.command': { type: 'string' },
  'recaptcha.host': { type: 'string' },
  'recaptcha.key': { type: 'string' },
  'recaptcha.secret': { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string | boolean>>;

function settingsChange(values: Values, current: OfflineConfig): Partial<Settings> {
  const text = (name: keyof Values) => values[name] as string | undefined;
  const change: Partial<Settings> = {};
  const signup = parseBoolean('signup', text('signup'));
  if (signup !== undefined) change.signup = signup;
  const createUserDir = parseBoolean('create-user-dir', text('create-user-dir'));
  if (createUserDir !== undefined) change.createUserDir = createUserDir;
  const base = text('user-home-base-path');
  if (base !== undefined) change.userHomeBasePath = base;
  const min = text('minimum-password-length');
  if (min !== undefined) {
    if (!/^\d+$/.test(min)) throw new UsageError(`--minimum-password-length must be a number`);
    change.minimumPasswordLength = Number(min);
  }
  const name = text('branding.name');
  const theme = text('branding.theme');
  const color = text('branding.color');
  if (name !== undefined || theme !== undefined || color !== undefined) {
    const branding = { ...current.settings.branding, ...(name !== undefined && { name }) };
    if (color !== undefined) branding.color = color;
    if (theme !== undefined) {
      if (theme !== '' && theme !== 'light' && theme !== 'dark') {
        throw new UsageError('--branding.theme must be light, dark or ""');
      }
      branding.theme = theme;
    }
    change.branding = branding;
  }
  return change;
}

function authChange(values: Values, current: OfflineConfig): Partial<AuthConfig> | undefined {
  const text = (name: keyof Values) => values[name] as string | undefined;
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
  if (action !== 'cat' && action !== 'set') throw new UsageError('use config cat or config set');
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0] ?? ''}"`);
  const changing = Object.keys(values).some((name) => !(name in STORE_OPTIONS));
  if (action === 'cat' && changing) throw new UsageError('config cat takes no settings');
  if (action === 'set' && !changing) throw new UsageError('config set needs at least one setting');
  const { database, root } = storePaths(values, env);
  const admin = openOfflineAdmin(database, root);
  try {
    let config = admin.readConfig();
    if (action === 'set') {
      const settings = settingsChange(values, config);
      const auth = authChange(values, config);
      config = admin.updateConfig({ settings, ...(auth && { auth }) });
    }
    io.out(JSON.stringify(config, null, 2));
    return await Promise.resolve(EXIT_OK);
  } finally {
    admin.close();
  }
}
