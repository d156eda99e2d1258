import { makeTokenUser } from '@file-browser/api-contract/testing';
import { describe, expect, it } from 'vitest';
import { clampUploadsLimit, PROFILE_FIELDS, profileFromUser, profileUpdate } from './profile-form';

describe('clampUploadsLimit', () => {
  it('keeps the limit between 1 and 10', () => {
    expect(clampUploadsLimit(0)).toBe(1);
    expect(clampUploadsLimit(-4)).toBe(1);
    expect(clampUploadsLimit(7)).toBe(7);
    expect(clampUploadsLimit(11)).toBe(10);
    expect(clampUploadsLimit(3.6)).toBe(4);
  });

  it('falls back to 1 when nothing is known', () => {
    expect(clampUploadsLimit(null)).toBe(1);
    expect(clampUploadsLimit(undefined)).toBe(1);
    expect(clampUploadsLimit(Number.NaN)).toBe(1);
    expect(clampUploadsLimit(undefined, 5)).toBe(5);
  });
});

describe('profileFromUser', () => {
  it("starts from the user's saved preferences", () => {
    const user = makeTokenUser({ locale: 'fr', hideDotfiles: true, singleClick: true });
    expect(profileFromUser(user, 3)).toMatchObject({
      locale: 'fr',
      hideDotfiles: true,
      singleClick: true,
      dateFormat: false,
      uploadsLimit: 3,
    });
  });

  it('defaults the uploads limit to 1 without a user', () => {
    expect(profileFromUser(null, undefined).uploadsLimit).toBe(1);
  });
});

describe('profileUpdate', () => {
  it('sends the id and exactly the profile fields', () => {
    const form = profileFromUser(makeTokenUser({ id: 4, locale: 'de' }), 2);
    const data = profileUpdate(4, form);
    expect(Object.keys(data).sort()).toEqual(['id', ...PROFILE_FIELDS].sort());
    expect(data).toMatchObject({ id: 4, locale: 'de' });
  });
});
