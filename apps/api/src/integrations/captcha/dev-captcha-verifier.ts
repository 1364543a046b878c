import type { CaptchaVerifier } from './captcha-verifier.ts';

/**
 * The one token the development verifier accepts. The web app sends it when no reCAPTCHA site key is
 * configured, and tests and scripts use it against an API that has no RECAPTCHA_SECRET.
 */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';

/** Used when RECAPTCHA_SECRET is not set: accepts exactly DEV_CAPTCHA_TOKEN, refuses anything else. */
export function createDevCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(token) {
      if (token === DEV_CAPTCHA_TOKEN) return { ok: true };
      return { ok: false, reason: token ? 'not the development token' : 'no token' };
    },
  };
}
