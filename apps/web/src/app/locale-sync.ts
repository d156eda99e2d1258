import {
  detectLocale,
  languageTag,
  localeDirection,
  resolveLocale,
  setDayjsLocale,
  type I18n,
  type LocaleCode,
} from '@file-browser/i18n';
import type { SessionActor } from './session-context';

/** The locale the app shows: the logged-in user's saved one, else the browser's. */
export function localeFor(
  user: { locale: string } | null | undefined,
  browserLanguages: readonly string[],
): LocaleCode {
  return user?.locale ? resolveLocale(user.locale) : detectLocale(browserLanguages);
}

/** Writes a locale's `lang` and `dir` (`rtl` for ar, fa, he) on the page's root element. */
export function setDocumentLocale(root: HTMLElement, code: LocaleCode): void {
  root.lang = languageTag(code);
  root.dir = localeDirection(code);
}

/**
 * Switches the running app to a locale: loads its catalogue and dayjs locale (react-i18next
 * re-renders every `t` on the change), then updates `<html lang dir>`.
 */
export async function applyLocale(i18n: I18n, root: HTMLElement, code: LocaleCode): Promise<void> {
  await Promise.all([i18n.changeLanguage(code), setDayjsLocale(code)]);
  setDocumentLocale(root, code);
}

/** What {@link followSessionLocale} needs besides the session. */
export interface FollowOptions {
  /** The locale the app started in. */
  initial: LocaleCode;
  /** `navigator.languages`, used while nobody is logged in. */
  browserLanguages: readonly string[];
  /** Switches the app, e.g. {@link applyLocale}; calls never overlap. */
  apply: (code: LocaleCode) => Promise<void>;
  /** Told when a switch fails, e.g. when a locale chunk cannot be downloaded. */
  onError: (error: unknown) => void;
}

/**
 * Keeps the app's locale in step with the session: the user's saved locale after login or a
 * renewed token, the browser's after logout. Snapshots while the stored session is still being
 * checked are ignored, so a returning user never sees the browser's language flash by. Returns
 * a function that stops following.
 */
export function followSessionLocale(session: SessionActor, options: FollowOptions): () => void {
  let current = options.initial;
  let queue = Promise.resolve();
  const follow = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
    if (snapshot.matches('checking')) return;
    const wanted = localeFor(snapshot.context.user, options.browserLanguages);
    if (wanted === current) return;
    current = wanted;
    queue = queue.then(() => options.apply(wanted)).catch(options.onError);
  };
  const subscription = session.subscribe(follow);
  // The session may have settled while the app was still loading its first catalogue.
  follow(session.getSnapshot());
  return () => {
    subscription.unsubscribe();
  };
}
