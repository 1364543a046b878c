import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { loadRecaptchaScript } from './load-recaptcha-script.ts';

/**
 * A fresh token for one submission, taken at submit time (v3 tokens expire after two minutes). Without
 * a site key it is the development token. Rejects with 'script-error' when the script cannot load.
 */
export async function getCaptchaToken(action: string, siteKey: string | undefined): Promise<string> {
  if (!siteKey) return DEV_CAPTCHA_TOKEN;
  const grecaptcha = await loadRecaptchaScript(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
