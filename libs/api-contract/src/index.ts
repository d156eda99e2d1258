/**
 * @file-browser/api-contract: every wire shape of the File Browser v2 HTTP API, once, as a
 * TypeScript type and a runtime (zod) schema. The server validates and serialises with these;
 * the client types its calls with them.
 *
 * The schemas are `zod/mini`: the web app's first load carries them, and mini's functions
 * tree-shake where classic zod's methods bring in all of zod (~25 kB gzip). Build them with
 * mini's functions (`z.optional(x)`, `z.extend(a, {…})`, `.check(z.minLength(1))`).
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
  listingPageSchema,
  listingSchema,
  MAX_PAGE_LIMIT,
  patchActionSchema,
  recursiveEntrySchema,
  resourceSchema,
  resourceTypeSchema,
  usageSchema,
} from './lib/resource';
export { isFileInfoList } from './lib/file-info-list';
export type {
  ChecksumAlgorithm,
  FileInfo,
  Listing,
  ListingPage,
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
  publicSettingsSchema,
  settingsSchema,
  settingsUpdateSchema,
  userDefaultsSchema,
} from './lib/settings';
export type {
  Branding,
  PublicSettings,
  Settings,
  SettingsUpdate,
  UserDefaults,
} from './lib/settings';
export {
  DEFAULT_TOKEN_EXPIRATION_TIME,
  parseDuration,
  tokenExpirationProblem,
} from './lib/duration';
export {
  ARCHIVE_EXTENSIONS,
  archiveAlgorithmSchema,
  previewSizeSchema,
  publicShareListingPageSchema,
  publicShareListingSchema,
  publicSharePageSchema,
  publicShareSchema,
  SHARE_HASH_PATTERN,
  shareCreateRequestSchema,
  shareSchema,
  shareUnitSchema,
} from './lib/share';
export type {
  ArchiveAlgorithm,
  PreviewSize,
  PublicShare,
  PublicShareListing,
  PublicShareListingPage,
  PublicSharePage,
  Share,
  ShareCreateRequest,
  ShareUnit,
} from './lib/share';
export { recursiveListingSchema } from './lib/resource';
export { usersSchema } from './lib/user';
export {
  archiveAlgoParamSchema,
  listingQuerySchema,
  FIRST_PAGE_LIMIT,
  listingSortSchema,
  patchQuerySchema,
  previewQuerySchema,
  publicDownloadQuerySchema,
  publicShareQuerySchema,
  queryFlagSchema,
  rawQuerySchema,
  resourceQuerySchema,
  searchQuerySchema,
  shareCreateQuerySchema,
  subtitleQuerySchema,
  uploadQuerySchema,
} from './lib/query';
export type {
  ListingQuery,
  ListingSort,
  PatchQuery,
  PreviewQuery,
  PublicDownloadQuery,
  PublicShareQuery,
  QueryFlag,
  RawQuery,
  ResourceQuery,
  SearchQuery,
  ShareCreateQuery,
  SubtitleQuery,
  UploadQuery,
} from './lib/query';
export {
  COMMAND_FAILED_CLOSE_CODE,
  COMMAND_NOT_ALLOWED,
  commandOutputSchema,
  commandRequestSchema,
} from './lib/command';
export type { CommandOutput, CommandRequest } from './lib/command';
export {
  TUS_CONTENT_TYPE,
  tusCreateHeadersSchema,
  tusOffsetHeadersSchema,
  tusPatchHeadersSchema,
  tusPatchResponseHeadersSchema,
} from './lib/tus';
export type {
  TusCreateHeaders,
  TusOffsetHeaders,
  TusPatchHeaders,
  TusPatchResponseHeaders,
} from './lib/tus';
export { minimumPasswordLength, statusCause, statusTextSchema } from './lib/status-text';
export type { StatusText } from './lib/status-text';
export { openApiDocument } from './lib/openapi/document';
export type { OpenApiOptions } from './lib/openapi/document';
