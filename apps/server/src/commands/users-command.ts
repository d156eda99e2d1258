import { openOfflineAdmin } from '@file-browser/server';
import { allPermissions } from '@file-browser/api-contract';
import type { User, UserData } from '@file-browser/api-contract';
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
  --scope PATH           home folder relative to the root
  --locale CODE
  --admin true|false     all permissions, or none of admin
  --lock-password true|false

Options:
  -d, --database FILE    FB_DATABASE (./file-browser.db)
  -r, --root DIR         FB_ROOT (./data), where home folders are created
  -h, --help             show this help`;

const FIELD_OPTIONS = {
  ...STORE_OPTIONS,
  username: { type: 'string' },
  password: { type: 'string' },
  scope: { type: 'string' },
  locale: { type: 'string' },
  admin: { type: 'string' },
  'lock-password': { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof FIELD_OPTIONS, string | boolean>>;

function fieldsOf(values: Values, current: User | undefined): UserData {
  const text = (name: keyof Values) => values[name] as string | undefined;
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
  const admin = parseBoolean('admin', text('admin'));
  if (admin === true) data.perm = allPermissions(true);
  if (admin === false) data.perm = { ...(current?.perm ?? allPermissions(true)), admin: false };
  return data;
}

function table(users: User[]): string {
  const rows = users.map((user) => [
    String(user.id),
    user.username,
    user.scope,
    user.perm.admin ? 'yes' : 'no',
    user.lockPassword ? 'yes' : 'no',
  ]);
  const all = [['ID', 'Username', 'Scope', 'Admin', 'Lock password'], ...rows];
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
  const run = async (work: (admin: ReturnType<typeof openOfflineAdmin>) => Promise<void>) => {
    const admin = openOfflineAdmin(database, root);
    try {
      await work(admin);
    } finally {
      admin.close();
    }
  };
  switch (action) {
    case 'ls':
      positionals(operands, 0, 'users ls takes no arguments');
      await run(async (admin) => {
        io.out(table(admin.listUsers()));
        return Promise.resolve();
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
        const user = await admin.addUser(username, password, fieldsOf(values, undefined));
        io.out(`Added user "${user.username}" (id ${String(user.id)}, scope ${user.scope}).`);
      });
      return EXIT_OK;
    }
    case 'update': {
      const [which = ''] = positionals(operands, 1, 'usage: users update USER [fields]');
      await run(async (admin) => {
        const current = admin
          .listUsers()
          .find((user) => String(user.id) === which || user.username === which);
        const user = await admin.updateUser(which, fieldsOf(values, current));
        io.out(`Updated user "${user.username}" (id ${String(user.id)}).`);
      });
      return EXIT_OK;
    }
    case 'rm': {
      const [which = ''] = positionals(operands, 1, 'usage: users rm USER');
      await run(async (admin) => {
        admin.removeUser(which);
        io.out(`Removed user "${which}".`);
        return Promise.resolve();
      });
      return EXIT_OK;
    }
    default:
      throw new UsageError(`unknown users command "${action}": use ls, add, update or rm`);
  }
}
