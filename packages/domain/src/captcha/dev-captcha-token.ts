/**
 * The one token the API's development captcha verifier accepts (used when RECAPTCHA_SECRET is not set).
 * The web app sends it when no reCAPTCHA site key is configured, so the shop's whole journey runs
 * offline; tests and scripts use it too. Both sides import it from here so they cannot drift.
 */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';
