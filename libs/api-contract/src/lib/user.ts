import * as z from 'zod/mini';
import { ruleSchema, validRuleSchema } from './rule';

/** The eight permission flags of a user (api-contract §5.1). `admin` implies all others. */
export const permissionsSchema = z.object({
  admin: z.boolean(),
  execute: z.boolean(),
  create: z.boolean(),
  rename: z.boolean(),
  modify: z.boolean(),
  delete: z.boolean(),
  share: z.boolean(),
  download: z.boolean(),
});
export type Permissions = z.infer<typeof permissionsSchema>;

/** Every permission set to `value`; spread and override for the sets in between. */
export function allPermissions(value: boolean): Permissions {
  return {
    admin: value,
    execute: value,
    create: value,
    rename: value,
    modify: value,
    delete: value,
    share: value,
    download: value,
  };
}

/** Listing sort preference. For `by: 'name'` the `asc` flag is inverted upstream (api-contract §2.4). */
export const sortingSchema = z.object({
  by: z.string(),
  asc: z.boolean(),
});
export type Sorting = z.infer<typeof sortingSchema>;

/** How the listing is drawn. */
export const viewModeSchema = z.enum(['list', 'mosaic', 'mosaic gallery']);
export type ViewMode = z.infer<typeof viewModeSchema>;

/**
 * The `user` claim of a session token (api-contract §1.2): what the client may know about the
 * logged-in user without another request. Never holds the password, scope or rules.
 */
export const tokenUserSchema = z.object({
  id: z.int().check(z.nonnegative()),
  locale: z.string(),
  viewMode: z.string(),
  singleClick: z.boolean(),
  redirectAfterCopyMove: z.boolean(),
  perm: permissionsSchema,
  commands: z.array(z.string()),
  lockPassword: z.boolean(),
  hideDotfiles: z.boolean(),
  dateFormat: z.boolean(),
  username: z.string(),
  aceEditorTheme: z.string(),
});
export type TokenUser = z.infer<typeof tokenUserSchema>;

/**
 * A user as `/api/users` sends it (api-contract §5.1), keys in upstream's order. `password` is
 * always `""` in responses; non-admins reading themselves get `scope: ""`.
 */
export const userSchema = z.object({
  id: z.int().check(z.nonnegative()),
  username: z.string(),
  password: z.string(),
  scope: z.string(),
  locale: z.string(),
  lockPassword: z.boolean(),
  viewMode: z.string(),
  singleClick: z.boolean(),
  redirectAfterCopyMove: z.boolean(),
  perm: permissionsSchema,
  commands: z.array(z.string()),
  sorting: sortingSchema,
  rules: z.array(ruleSchema),
  hideDotfiles: z.boolean(),
  dateFormat: z.boolean(),
  aceEditorTheme: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/users`: every user, sorted by id. */
export const usersSchema = z.array(userSchema);

/** Names `which` may list in a user update (case-insensitive on the wire), plus `all`. */
export const USER_FIELDS = [
  'username',
  'password',
  'scope',
  'locale',
  'lockPassword',
  'viewMode',
  'singleClick',
  'redirectAfterCopyMove',
  'perm',
  'commands',
  'sorting',
  'rules',
  'hideDotfiles',
  'dateFormat',
  'aceEditorTheme',
] as const;
export type UserField = (typeof USER_FIELDS)[number];

/**
 * `data` of a user create/update: any subset of the user object. Upstream's client may send
 * `null` for `commands` and `rules`; the server stores `[]`.
 */
export const userDataSchema = z.partial(
  z.extend(userSchema, {
    commands: z.nullable(z.array(z.string())),
    rules: z.nullable(z.array(validRuleSchema)),
  }),
);
export type UserData = z.infer<typeof userDataSchema>;

/**
 * Body of `POST /api/users` and `PUT /api/users/{id}` (api-contract §5.2):
 * `what` must be `"user"`, `which` names the fields to write (empty or `["all"]` = everything).
 */
export const userRequestSchema = z.object({
  what: z.string(),
  which: z.nullish(z.array(z.string())),
  current_password: z.optional(z.string()),
  data: userDataSchema,
});
export type UserRequest = z.infer<typeof userRequestSchema>;

/** Body of `DELETE /api/users/{id}`: the requester's own password (JSON auth). */
export const userDeleteRequestSchema = z.object({ current_password: z.optional(z.string()) });
export type UserDeleteRequest = z.infer<typeof userDeleteRequestSchema>;
