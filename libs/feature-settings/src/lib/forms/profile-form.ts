import type { TokenUser, UserField } from '@file-browser/api-contract';

/** Fewest and most uploads at once a user may choose (spec §5, §9). */
export const UPLOADS_LIMIT_MIN = 1;
export const UPLOADS_LIMIT_MAX = 10;

/** The profile form: the user's display preferences and how many uploads run at once. */
export interface ProfileForm {
  locale: string;
  hideDotfiles: boolean;
  singleClick: boolean;
  dateFormat: boolean;
  redirectAfterCopyMove: boolean;
  uploadsLimit: number;
}

/** The fields a profile save writes (upstream's `which`, without the editor theme we lack). */
export const PROFILE_FIELDS = [
  'locale',
  'hideDotfiles',
  'singleClick',
  'redirectAfterCopyMove',
  'dateFormat',
] as const satisfies readonly UserField[];

/**
 * An uploads limit clamped into 1–10; a missing or non-numeric value gives `fallback`
 * (spec §5: 1 when there is no user).
 */
export function clampUploadsLimit(value: number | null | undefined, fallback = 1): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(UPLOADS_LIMIT_MAX, Math.max(UPLOADS_LIMIT_MIN, Math.round(value)));
}

/** The form as the logged-in user last saved it; `uploadsLimit` comes from the app's storage. */
export function profileFromUser(
  user: TokenUser | null,
  uploadsLimit: number | null | undefined,
): ProfileForm {
  return {
    locale: user?.locale ?? '',
    hideDotfiles: user?.hideDotfiles ?? false,
    singleClick: user?.singleClick ?? false,
    dateFormat: user?.dateFormat ?? false,
    redirectAfterCopyMove: user?.redirectAfterCopyMove ?? true,
    uploadsLimit: clampUploadsLimit(uploadsLimit, 1),
  };
}

/** The `data` of the profile's user update: the id and exactly {@link PROFILE_FIELDS}. */
export function profileUpdate(id: number, form: ProfileForm) {
  const { locale, hideDotfiles, singleClick, redirectAfterCopyMove, dateFormat } = form;
  return { id, locale, hideDotfiles, singleClick, redirectAfterCopyMove, dateFormat };
}
