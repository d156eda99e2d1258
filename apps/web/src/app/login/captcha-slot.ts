/**
 * Where the login call finds the reCAPTCHA answer: the widget on the login page attaches its
 * reader while shown. Empty when no widget is shown (captcha off).
 */
export interface CaptchaSlot {
  /** The current widget's answer, `''` when unanswered or when there is no widget. */
  response(): string;
  /** Connects a widget's reader; returns a function that disconnects it. */
  attach(read: () => string): () => void;
}

/** A fresh {@link CaptchaSlot}, one per app. */
export function createCaptchaSlot(): CaptchaSlot {
  let reader: (() => string) | null = null;
  return {
    response: () => reader?.() ?? '',
    attach: (read) => {
      reader = read;
      return () => {
        if (reader === read) reader = null;
      };
    },
  };
}
