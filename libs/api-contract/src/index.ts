/**
 * @file-browser/api-contract: every wire shape of the File Browser v2 HTTP API, once, as a
 * TypeScript type and a runtime (zod) schema. The server validates and serialises with these;
 * the client types its calls with them.
 */
export { loginRequestSchema, tokenClaimsSchema, TOKEN_ISSUER } from './lib/auth';
export type { LoginRequest, TokenClaims } from './lib/auth';
export {
  fileInfoSchema,
  isListing,
  listingSchema,
  resourceSchema,
  resourceTypeSchema,
} from './lib/resource';
export type { FileInfo, Listing, Resource, ResourceType } from './lib/resource';
export {
  authMethodSchema,
  healthSchema,
  startupConfigSchema,
  tusSettingsSchema,
} from './lib/startup-config';
export type { AuthMethod, Health, StartupConfig, TusSettings } from './lib/startup-config';
export { ruleSchema } from './lib/rule';
export type { Rule } from './lib/rule';
export { permissionsSchema, sortingSchema, tokenUserSchema, viewModeSchema } from './lib/user';
export type { Permissions, Sorting, TokenUser, ViewMode } from './lib/user';
