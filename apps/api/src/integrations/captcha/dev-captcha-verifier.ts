import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import type { CaptchaVerifier } from './captcha-verifier.ts';

export { DEV_CAPTCHA_TOKEN };

/** Used when RECAPTCHA_SECRET is not set: accepts exactly DEV_CAPTCHA_TOKEN, refuses anything else. */
export function createDevCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(token) {
      if (token === DEV_CAPTCHA_TOKEN) return { ok: true };
      return { ok: false, reason: token ? 'not the development token' : 'no token' };
    },
  };
}
