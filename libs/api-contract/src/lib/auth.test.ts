import { describe, expect, it } from 'vitest';
import { makeTokenUser } from '../testing';
import { loginRequestSchema, tokenClaimsSchema } from './auth';

describe('loginRequestSchema', () => {
  it('requires both username and password as strings', () => {
    expect(loginRequestSchema.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ username: 'admin' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 1, password: 'x' }).success).toBe(false);
  });
});

describe('tokenClaimsSchema', () => {
  it('refuses tokens issued by someone else', () => {
    const user = makeTokenUser();
    const claims = { user, iss: 'File Browser', exp: 2, iat: 1 };
    expect(tokenClaimsSchema.parse(claims).user.username).toBe('admin');
    expect(tokenClaimsSchema.safeParse({ ...claims, iss: 'Other' }).success).toBe(false);
  });
});
