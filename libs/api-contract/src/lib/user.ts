import { z } from 'zod';

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
  id: z.number().int().nonnegative(),
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
