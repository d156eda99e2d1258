import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

interface FlagSpec {
  type: 'string' | 'boolean';
  env: string;
  short?: string;
  multiple?: boolean;
  /**
   * A file or folder: relative in a config file means relative to that file's folder. A URL
   * (`postgres://…` for `database`) is left as it is.
   */
  path?: boolean;
  /** Also a number in a config file (`port: 8080`). */
  number?: boolean;
}

/**
 * The server's flags. Each is also read from its FB_* variable and, under the same long name,
 * from a config file; flags win over variables, variables over the file, the file over defaults.
 */
export const SERVE_FLAGS = {
  root: { type: 'string', short: 'r', env: 'FB_ROOT', path: true },
  database: { type: 'string', short: 'd', env: 'FB_DATABASE', path: true },
  address: { type: 'string', short: 'a', env: 'FB_ADDRESS' },
  port: { type: 'string', short: 'p', env: 'FB_PORT', number: true },
  baseurl: { type: 'string', short: 'b', env: 'FB_BASEURL' },
  cert: { type: 'string', env: 'FB_CERT', path: true },
  key: { type: 'string', env: 'FB_KEY', path: true },
  'log-level': { type: 'string', env: 'FB_LOG_LEVEL' },
  log: { type: 'boolean', short: 'l', env: 'FB_LOG' },
  'enable-exec': { type: 'boolean', env: 'FB_ENABLE_EXEC' },
  'unconfined-commands': { type: 'boolean', env: 'FB_UNCONFINED_COMMANDS' },
  'disable-thumbnails': { type: 'boolean', env: 'FB_DISABLE_THUMBNAILS' },
  'disable-preview-resize': { type: 'boolean', env: 'FB_DISABLE_PREVIEW_RESIZE' },
  'no-index': { type: 'boolean', env: 'FB_NO_INDEX' },
  'index-exclude': { type: 'string', env: 'FB_INDEX_EXCLUDE', multiple: true },
  'token-expiration-time': { type: 'string', env: 'FB_TOKEN_EXPIRATION_TIME' },
  redis: { type: 'string', env: 'FB_REDIS' },
  'state-dir': { type: 'string', env: 'FB_STATE_DIR', path: true },
  'node-name': { type: 'string', env: 'FB_NODE_NAME' },
  metrics: { type: 'boolean', env: 'FB_METRICS' },
  'metrics-address': { type: 'string', env: 'FB_METRICS_ADDRESS' },
} as const satisfies Record<string, FlagSpec>;

export type FlagName = keyof typeof SERVE_FLAGS;
export type FlagValue = string | boolean | string[];
/** A config file's settings by flag name, each of its flag's type. */
export type FileLayer = Partial<Record<FlagName, FlagValue>>;
type Env = Readonly<Record<string, string | undefined>>;

/** A config file that cannot be used; the message names the file and the key. */
export class ConfigFileError extends Error {
  override name = 'ConfigFileError';
}

function parseText(file: string, text: string): unknown {
  try {
    return extname(file).toLowerCase() === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ConfigFileError(`config file ${file} cannot be read: ${(error as Error).message}`);
  }
}

/** `scheme://…`: a database or Redis address rather than a path. */
export function isURL(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

function valueOf(file: string, name: FlagName, value: unknown): FlagValue {
  const spec: FlagSpec = SERVE_FLAGS[name];
  const wrong = (expected: string) =>
    new ConfigFileError(`config file ${file}: "${name}" must be ${expected}`);
  if (spec.type === 'boolean') {
    if (typeof value !== 'boolean') throw wrong('true or false');
    return value;
  }
  if (spec.multiple) {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw wrong('a list of strings');
    }
    return value;
  }
  if (spec.number && typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw wrong(spec.number ? 'a number' : 'a string');
  return spec.path && !isURL(value) ? resolve(dirname(file), value) : value;
}

/**
 * Reads a JSON (`.json`) or YAML (any other name) config file whose keys are the long flag
 * names. An unknown key or a value of the wrong type is refused, naming the key: a typo must
 * not silently leave a setting at its default.
 */
export function readConfigFile(file: string): FileLayer {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigFileError(`config file ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = parseText(file, text) ?? {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigFileError(`config file ${file} must hold keys and values, as in the README`);
  }
  const layer: FileLayer = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in SERVE_FLAGS)) {
      throw new ConfigFileError(
        `config file ${file}: unknown key "${key}"; the keys are the long flag names: ` +
          Object.keys(SERVE_FLAGS).join(', '),
      );
    }
    layer[key as FlagName] = valueOf(file, key as FlagName, value);
  }
  return layer;
}

/** The config file `-c FILE` or FB_CONFIG names, read; empty when there is none. */
export function configLayer(flag: string | undefined, env: Env): FileLayer {
  const file = flag ?? env['FB_CONFIG'];
  return file ? readConfigFile(resolve(file)) : {};
}

/** An environment switch: set and not `0`/`false`/empty. */
function isOn(value: string): boolean {
  return !['', '0', 'false'].includes(value.toLowerCase());
}

/** A setting: the flag, else its FB_* variable, else the config file; undefined = default. */
export function settingOf(
  name: FlagName,
  flags: Partial<Record<string, FlagValue>>,
  env: Env,
  file: FileLayer,
): FlagValue | undefined {
  const spec: FlagSpec = SERVE_FLAGS[name];
  const flag = flags[name];
  if (flag !== undefined) return flag;
  const variable = env[spec.env];
  if (variable !== undefined) {
    if (spec.type === 'boolean') return isOn(variable);
    return spec.multiple ? variable.split(',').filter((path) => path.trim() !== '') : variable;
  }
  return file[name];
}
