import type { Share, ShareCreateRequest } from '@file-browser/api-contract';
import { shareUnitSchema } from '@file-browser/api-contract';
import { randomBytes } from 'node:crypto';
import type { EntryStats } from '../ports/storage';
import { z } from 'zod';
import { HttpError } from '../core/http-error';
import type { ShareRecord } from '../ports/store';

/** 6 random bytes in URL-safe base64: always 8 characters (api-contract §4.1). */
export function newShareHash(): string {
  return randomBytes(6).toString('base64url');
}

/** 96 random bytes in URL-safe base64: the 128-character download token of a protected share. */
export function newShareToken(): string {
  return randomBytes(96).toString('base64url');
}

const SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;

/**
 * The expiry of a new share in Unix seconds (api-contract §4.4): `0` when `expires` is empty,
 * else now + expires × unit, where an unknown unit counts as hours. Negative numbers give an
 * already expired share, as upstream.
 * differs from upstream: a non-integer `expires` is 400 with the cause, not 500.
 */
export function expiryOf(body: ShareCreateRequest, nowSeconds: number): number {
  const expires = body.expires ?? '';
  if (expires === '') return 0;
  if (!/^[+-]?\d{1,15}$/.test(expires)) throw new HttpError(400, 'expires is not an integer');
  const unit = z.catch(shareUnitSchema, 'hours').parse(body.unit);
  return nowSeconds + Number(expires) * SECONDS[unit];
}

/** True when a share has expired at `nowSeconds` (`0` never expires). */
export function isExpired(share: ShareRecord, nowSeconds: number): boolean {
  return share.expire !== 0 && share.expire <= nowSeconds;
}

/** The wire form (api-contract §4.1): never the password hash or the token (K42). */
export function wireShare(share: ShareRecord, username?: string): Share {
  return {
    hash: share.hash,
    path: share.path,
    userID: share.userId,
    expire: share.expire,
    hasPassword: share.passwordHash !== '',
    ...(username !== undefined && { username }),
  };
}

/** Unix seconds on the server's clock (the throttles' clock, so tests can move it). */
export function unixNow(now: () => number): number {
  return Math.floor(now() / 1000);
}

/**
 * Identity of a file system object: device, inode and birth time, so a folder deleted and
 * created again under the same name (which often gets the same inode back) is a different one.
 */
export function objectId(stats: EntryStats): string {
  return `${String(stats.dev)}:${String(stats.ino)}:${String(stats.birthtimeNs)}`;
}
