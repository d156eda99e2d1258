import { useEffect, useRef } from 'react';
import type { CaptchaConfig } from '../app-config';
import type { CaptchaSlot } from './captcha-slot';
import { loadRecaptcha } from './recaptcha';

/** Props of {@link RecaptchaWidget}. */
export interface RecaptchaWidgetProps {
  captcha: CaptchaConfig;
  slot: CaptchaSlot;
}

/**
 * The reCAPTCHA box of the login form: loads the script from the configured host (once),
 * renders the widget and lets the login call read its answer through `slot`.
 */
export function RecaptchaWidget({ captcha, slot }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A fresh box per mount: grecaptcha refuses to render twice into one element.
    const box = document.createElement('div');
    container.current?.append(box);
    let detach: () => void = () => undefined;
    let cancelled = false;
    void loadRecaptcha(document, captcha.host).then((grecaptcha) => {
      if (cancelled) return;
      const widget = grecaptcha.render(box, { sitekey: captcha.key });
      detach = slot.attach(() => grecaptcha.getResponse(widget));
    });
    return () => {
      cancelled = true;
      detach();
      box.remove();
    };
  }, [captcha, slot]);
  return <div className="fb-login-captcha" ref={container} />;
}
