/** The part of Google's `grecaptcha` the login form uses (explicit rendering). */
export interface Grecaptcha {
  render(container: HTMLElement, options: { sitekey: string }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

/** How often the page looks for `window.grecaptcha` while its script loads (upstream: 100 ms). */
const POLL_MS = 100;

/** The global the reCAPTCHA script defines, if it has loaded. */
export function currentGrecaptcha(win: Window): Grecaptcha | undefined {
  return (win as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
}

/**
 * Loads `<host>/recaptcha/api.js?render=explicit` once and resolves when `window.grecaptcha`
 * can render widgets. The server does not add the script to the page, so the app does.
 */
export function loadRecaptcha(doc: Document, host: string): Promise<Grecaptcha> {
  const win = doc.defaultView;
  if (!win) return Promise.reject(new Error('reCAPTCHA needs a browser window'));
  const src = `${host}/recaptcha/api.js?render=explicit`;
  if (!doc.querySelector(`script[src="${src}"]`)) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    doc.head.append(script);
  }
  return new Promise((resolve) => {
    const check = () => {
      const grecaptcha = currentGrecaptcha(win);
      if (grecaptcha && typeof grecaptcha.render === 'function') resolve(grecaptcha);
      else win.setTimeout(check, POLL_MS);
    };
    check();
  });
}
