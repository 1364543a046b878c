import type { RecaptchaConfig } from '../../config.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';
import { createDevCaptchaVerifier } from './dev-captcha-verifier.ts';
import { createRecaptchaVerifier } from './recaptcha-verifier.ts';

/** The one place the captcha adapter is chosen: reCAPTCHA when a secret is configured. */
export function createCaptchaVerifier(config: RecaptchaConfig): CaptchaVerifier {
  if (config.secret) return createRecaptchaVerifier({ ...config, secret: config.secret });
  return createDevCaptchaVerifier();
}
