/** The part of Google's `grecaptcha` global that reCAPTCHA v3 uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The message a failed script load rejects with (docs/errors.md). */
export const CAPTCHA_SCRIPT_ERROR = 'script-error';

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-v3-script';

let loading: Promise<Grecaptcha> | null = null;

/** The invisible v3 script for a site key, fixed to English (docs/shop-contract.md). */
export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=en`;
}

/**
 * Injects the reCAPTCHA v3 script once per page and resolves with `grecaptcha` when it is ready.
 * Every caller shares the one load; a failed load rejects with 'script-error' and is forgotten, so a
 * later submit may try again.
 */
export function loadRecaptchaScript(siteKey: string): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = RECAPTCHA_SCRIPT_ID;
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error(CAPTCHA_SCRIPT_ERROR));
      grecaptcha.ready(() => resolve(grecaptcha));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(CAPTCHA_SCRIPT_ERROR));
    });
    document.head.appendChild(script);
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Forgets the shared load; for tests that start from a fresh page. */
export function resetRecaptchaScriptForTests(): void {
  loading = null;
}
