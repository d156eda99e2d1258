import * as z from 'zod/mini';
import { loginRequestSchema, signupRequestSchema, tokenClaimsSchema } from '../auth';
import {
  fileInfoSchema,
  listingPageSchema,
  listingSchema,
  recursiveListingSchema,
  resourceSchema,
  usageSchema,
} from '../resource';
import { searchResultSchema } from '../search';
import { publicSettingsSchema, settingsSchema, settingsUpdateSchema } from '../settings';
import {
  publicSharePageSchema,
  publicShareSchema,
  shareCreateRequestSchema,
  shareSchema,
} from '../share';
import { healthSchema, startupConfigSchema } from '../startup-config';
import { statusTextSchema } from '../status-text';
import { userDeleteRequestSchema, userRequestSchema, userSchema, usersSchema } from '../user';

/** How a named schema is used: a request body (input shape) or a response (output shape). */
export interface NamedSchema {
  schema: z.ZodMiniType;
  io: 'input' | 'output';
}

/** Every schema the OpenAPI document names under `components.schemas`. */
export const namedSchemas = {
  LoginRequest: { schema: loginRequestSchema, io: 'input' },
  SignupRequest: { schema: signupRequestSchema, io: 'input' },
  TokenClaims: { schema: tokenClaimsSchema, io: 'output' },
  FileInfo: { schema: fileInfoSchema, io: 'output' },
  Listing: { schema: listingSchema, io: 'output' },
  Resource: { schema: resourceSchema, io: 'output' },
  ListingPage: { schema: listingPageSchema, io: 'output' },
  // What `GET /api/resources{path}` answers, paged or not.
  ResourceOrPage: { schema: z.union([listingPageSchema, resourceSchema]), io: 'output' },
  RecursiveListing: { schema: recursiveListingSchema, io: 'output' },
  Usage: { schema: usageSchema, io: 'output' },
  SearchResult: { schema: searchResultSchema, io: 'output' },
  Share: { schema: shareSchema, io: 'output' },
  ShareCreateRequest: { schema: shareCreateRequestSchema, io: 'input' },
  PublicShare: { schema: publicShareSchema, io: 'output' },
  // What `GET /api/public/share/{hash}{path}` answers, paged or not.
  PublicShareOrPage: { schema: z.union([publicSharePageSchema, publicShareSchema]), io: 'output' },
  User: { schema: userSchema, io: 'output' },
  Users: { schema: usersSchema, io: 'output' },
  UserRequest: { schema: userRequestSchema, io: 'input' },
  UserDeleteRequest: { schema: userDeleteRequestSchema, io: 'input' },
  Settings: { schema: settingsSchema, io: 'output' },
  SettingsUpdate: { schema: settingsUpdateSchema, io: 'input' },
  PublicSettings: { schema: publicSettingsSchema, io: 'output' },
  StartupConfig: { schema: startupConfigSchema, io: 'output' },
  Health: { schema: healthSchema, io: 'output' },
  StatusText: { schema: statusTextSchema, io: 'output' },
} satisfies Record<string, NamedSchema>;

export type SchemaName = keyof typeof namedSchemas;
