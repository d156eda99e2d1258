import * as z from 'zod/mini';
import { tokenUserSchema } from './user';

/** Body of `POST /api/login` for the `json` auth method (api-contract §1.4). */
export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  recaptcha: z.optional(z.string()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The issuer every token carries, kept as upstream writes it so its clients accept ours. */
export const TOKEN_ISSUER = 'File Browser';

/** Decoded payload of a session JWT (api-contract §1.2). */
export const tokenClaimsSchema = z.object({
  user: tokenUserSchema,
  iss: z.literal(TOKEN_ISSUER),
  exp: z.int(),
  iat: z.int(),
  /**
   * The user's session epoch when the token was issued; a token from an older epoch is revoked
   * (logout, password change). Our addition; upstream tokens lack it.
   */
  epoch: z.optional(z.int().check(z.nonnegative())),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Body of `POST /api/signup` (api-contract §1.5). */
export const signupRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
