/**
 * The token an API without RECAPTCHA_SECRET accepts (its development verifier, `DEV_CAPTCHA_TOKEN` in
 * apps/api/src/integrations/captcha/dev-captcha-verifier.ts). Sent when no site key is configured.
 */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';
