/**
 * @file-browser/api-contract: every wire shape of the File Browser v2 HTTP API, once, as a
 * TypeScript type and a runtime (zod) schema. The server validates and serialises with these;
 * the client types its calls with them.
 */
export {
  loginRequestSchema,
  signupRequestSchema,
  tokenClaimsSchema,
  TOKEN_ISSUER,
} from './lib/auth';
export type { LoginRequest, SignupRequest, TokenClaims } from './lib/auth';
export {
  checksumAlgorithmSchema,
  fileInfoSchema,
  isListing,
  listingSchema,
  patchActionSchema,
  recursiveEntrySchema,
  resourceSchema,
  resourceTypeSchema,
  usageSchema,
} from './lib/resource';
export type {
  ChecksumAlgorithm,
  FileInfo,
  Listing,
  PatchAction,
  RecursiveEntry,
  Resource,
  ResourceType,
  Usage,
} from './lib/resource';
export {
  authMethodSchema,
  healthSchema,
  startupConfigSchema,
  tusSettingsSchema,
} from './lib/startup-config';
export type { AuthMethod, Health, StartupConfig, TusSettings } from './lib/startup-config';
export { parseSearchLines, searchResultSchema } from './lib/search';
export type { SearchResult } from './lib/search';
export { rulePatternCompiles, ruleSchema, validRuleSchema } from './lib/rule';
export type { Rule } from './lib/rule';
export {
  allPermissions,
  permissionsSchema,
  sortingSchema,
  tokenUserSchema,
  USER_FIELDS,
  userDataSchema,
  userDeleteRequestSchema,
  userRequestSchema,
  userSchema,
  viewModeSchema,
} from './lib/user';
export type {
  Permissions,
  Sorting,
  TokenUser,
  User,
  UserData,
  UserDeleteRequest,
  UserField,
  UserRequest,
  ViewMode,
} from './lib/user';
export {
  brandingSchema,
  MAX_PASSWORD_BYTES,
  settingsSchema,
  settingsUpdateSchema,
  userDefaultsSchema,
} from './lib/settings';
export type { Branding, Settings, SettingsUpdate, UserDefaults } from './lib/settings';
