import { openOfflineAdmin } from '@file-browser/server';
import { allPermissions } from '@file-browser/api-contract';
import type { Permissions, User, UserData } from '@file-browser/api-contract';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { CliIo } from './cli-io';
import {
  EXIT_OK,
  STORE_OPTIONS,
  UsageError,
  parseBoolean,
  parseStrict,
  storePaths,
} from './cli-io';

/** Help for `file-browser users`. */
export const USERS_USAGE = `Usage: file-browser users <command> [options]

Edits the users of a database while the server is stopped.

Commands:
  ls                              list users
  add USERNAME PASSWORD [fields]  add a user (settings defaults fill the rest)
  update USER [fields]            change a user (USER is an id or a username)
  rm USER                         remove a user (never the last admin)

Fields:
  --username NAME        (update only)
  --password PASSWORD    (update only; add takes it as an argument)
  --scope PATH           home folder inside the root (/ana is ROOT/ana; never outside it)
  --locale CODE
  --admin true|false     all permissions, or none of admin (as --perm.admin)
  --perm.NAME true|false one permission; NAME: admin, execute, create, rename, modify,
                         delete, share, download (add starts from the settings' defaults)
  --lock-password true|false

Options:
  -c, --config FILE      FB_CONFIG: the server's config file, for its root and database
  -d, --database FILE    FB_DATABASE (./file-browser.db)
  -r, --root DIR         FB_ROOT (./data), where home folders are created
  -h, --help             show this help`;

/** The permission names, upstream's `--perm.<name>` flags. */
const PERMISSIONS = Object.keys(allPermissions(false)) as (keyof Permissions)[];

const FIELD_OPTIONS = {
  ...STORE_OPTIONS,
  username: { type: 'string' },
  password: { type: 'string' },
  scope: { type: 'string' },
  locale: { type: 'string' },
  admin: { type: 'string' },
  'lock-password': { type: 'string' },
  ...Object.fromEntries(PERMISSIONS.map((name) => [`perm.${name}`, { type: 'string' as const }])),
} as const;

type Values = Partial<Record<string, string | boolean>>;

/**
 * The permissions the flags give, from `base` (the user's, or the new-user defaults), or
 * undefined when no permission flag is given. Admin true grants every permission first, as
 * the settings page does; the other flags then change one each.
 */
function permissionsOf(values: Values, base: Permissions): Permissions | undefined {
  const flag = (name: string) => parseBoolean(name, values[name] as string | undefined);
  const admin = flag('admin');
  const permAdmin = flag('perm.admin');
  if (admin !== undefined && permAdmin !== undefined && admin !== permAdmin) {
    throw new UsageError('--admin and --perm.admin disagree');
  }
  const wantsAdmin = admin ?? permAdmin;
  const changes = PERMISSIONS.filter((name) => name !== 'admin').flatMap((name) => {
    const value = flag(`perm.${name}`);
    return value === undefined ? [] : [[name, value] as const];
  });
  if (wantsAdmin === undefined && changes.length === 0) return undefined;
  const start = wantsAdmin ? allPermissions(true) : { ...base, admin: wantsAdmin ?? base.admin };
  return { ...start, ...Object.fromEntries(changes) };
}

function fieldsOf(values: Values, basePerm: Permissions): UserData {
  const text = (name: string) => values[name] as string | undefined;
  const data: UserData = {};
  const username = text('username');
  const password = text('password');
  const scope = text('scope');
  const locale = text('locale');
  if (username !== undefined) data.username = username;
  if (password !== undefined) data.password = password;
  if (scope !== undefined) data.scope = scope;
  if (locale !== undefined) data.locale = locale;
  const lock = parseBoolean('lock-password', text('lock-password'));
  if (lock !== undefined) data.lockPassword = lock;
  const perm = permissionsOf(values, basePerm);
  if (perm) data.perm = perm;
  return data;
}

function table(users: User[]): string {
  const rows = users.map((user) => [
    String(user.id),
    user.username,
    user.scope,
    user.perm.admin ? 'yes' : 'no',
    user.lockPassword ? 'yes' : 'no',
    PERMISSIONS.filter((name) => name !== 'admin' && user.perm[name]).join(',') || '-',
  ]);
  const all = [['ID', 'Username', 'Scope', 'Admin', 'Lock password', 'Permissions'], ...rows];
  const widths = all[0]?.map((_, column) =>
    Math.max(...all.map((row) => row[column]?.length ?? 0)),
  );
  return all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Refuses a --scope that leads out of the root: a scope is a folder inside it (`/ana` and `ana`
 * are both ROOT/ana), never a path of the machine.
 */
function checkScope(scope: string | boolean | undefined, root: string): void {
  if (typeof scope !== 'string') return;
  const inside = relative(resolve(root), join(resolve(root), scope));
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw new Error(`--scope ${scope} leads outside the root ${resolve(root)}`);
  }
}

function positionals(list: string[], count: number, usage: string): string[] {
  if (list.length !== count) throw new UsageError(usage);
  return list;
}

/** `file-browser users ...`: returns the exit code; misuse throws UsageError. */
export async function usersCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CliIo,
): Promise<number> {
  const { values, positionals: rest } = parseStrict(args, FIELD_OPTIONS);
  const [action, ...operands] = rest;
  if (values.help) {
    io.out(USERS_USAGE);
    return EXIT_OK;
  }
  if (!action) throw new UsageError('missing command: ls, add, update or rm');
  const { database, root } = storePaths(values, env);
  checkScope(values.scope, root);
  const run = async (work: (admin: ReturnType<typeof openOfflineAdmin>) => Promise<void>) => {
    const admin = openOfflineAdmin(database, root);
    try {
      await work(admin);
    } finally {
      await admin.close();
    }
  };
  switch (action) {
    case 'ls':
      positionals(operands, 0, 'users ls takes no arguments');
      await run(async (admin) => {
        io.out(table(await admin.listUsers()));
      });
      return EXIT_OK;
    case 'add': {
      const [username = '', password = ''] = positionals(
        operands,
        2,
        'usage: users add USERNAME PASSWORD',
      );
      if (values.username !== undefined || values.password !== undefined) {
        throw new UsageError('users add takes the username and password as arguments');
      }
      await run(async (admin) => {
        const defaults = (await admin.readConfig()).settings.defaults.perm;
        const user = await admin.addUser(username, password, fieldsOf(values, defaults));
        const folder = resolve(root, `.${user.scope}`);
        io.out(
          `Added user "${user.username}" (id ${String(user.id)}, scope ${user.scope}, folder ${folder}).`,
        );
      });
      return EXIT_OK;
    }
    case 'update': {
      const [which = ''] = positionals(operands, 1, 'usage: users update USER [fields]');
      await run(async (admin) => {
        const current = (await admin.listUsers()).find(
          (user) => String(user.id) === which || user.username === which,
        );
        const base = current?.perm ?? allPermissions(false);
        const user = await admin.updateUser(which, fieldsOf(values, base));
        io.out(`Updated user "${user.username}" (id ${String(user.id)}).`);
      });
      return EXIT_OK;
    }
    case 'rm': {
      const [which = ''] = positionals(operands, 1, 'usage: users rm USER');
      await run(async (admin) => {
        await admin.removeUser(which);
        io.out(`Removed user "${which}".`);
      });
      return EXIT_OK;
    }
    default:
      throw new UsageError(`unknown users command "${action}": use ls, add, update or rm`);
  }
}
