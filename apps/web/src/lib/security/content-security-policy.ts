import { EMBED_HOSTS } from '@foundry/domain/constants/embed-hosts';
import { type RuntimeConfig, readRuntimeConfig } from '../env/runtime-config.ts';

/** What the policy depends on besides the per-request nonce. */
export interface PolicyInputs {
  config: RuntimeConfig;
  /** PAYMENT_PROVIDER=adyen: 3-D Secure forms post to the card issuer's own pages, anywhere on https. */
  paymentProvider: string | undefined;
  /** `next dev` needs eval for React's error overlays; `next start` does not. */
  development: boolean;
}

/** The inputs as the environment of this process gives them (the proxy at run time, next.config at build). */
export function policyInputsOf(env: Record<string, string | undefined> = process.env): PolicyInputs {
  return {
    config: readRuntimeConfig(env),
    paymentProvider: env.PAYMENT_PROVIDER?.trim(),
    development: env.NODE_ENV === 'development',
  };
}

// Adyen's Drop-in (PAYMENT_PROVIDER=adyen): its session and analytics requests and its logos
// (checkoutshopper-*, checkoutanalytics-*, checkoutshopper-*.cdn). Its card fields are frames from the
// same hosts, and a 3-D Secure 2 challenge is a frame from the card issuer's own https page, which
// can be any bank's (Adyen advises allowing them all).
const ADYEN_HOSTS = ['https://*.adyen.com'];
const CARD_ISSUER_PAGES = ['https:'];

// reCAPTCHA v3: its script, its invisible frame and its token requests.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

// The page blocks' maps and videos (embed and video-embed blocks), from the hosts a block may name.
const PAGE_BLOCK_FRAMES = EMBED_HOSTS.map((host) => `https://${host}`);

/** A directive's sources, or 'none' when nothing is allowed. */
function orNone(sources: string[]): string[] {
  return sources.length > 0 ? sources : ["'none'"];
}

/**
 * The Content-Security-Policy of a page (docs/adr/0004-content-security-policy.md). With a nonce (pages
 * rendered per request: account, checkout), scripts run only with this response's nonce (and what they
 * load, 'strict-dynamic'); without one (cached public pages, whose HTML is shared), scripts come only
 * from the site and the configured hosts, and Next's inline bootstrap is allowed; images, fonts, video and
 * requests only from the site, the API and the integrations that are configured; framing only of the
 * page blocks' embed hosts (and Adyen's card fields and the issuer's 3-D Secure frames with Adyen), no plugins, no foreign <base>,
 * forms only to the site, the API and (with Adyen) the card issuer.
 */
export function contentSecurityPolicy(
  nonce: string | null,
  { config, paymentProvider, development }: PolicyInputs,
) {
  const api = new URL(config.apiUrl).origin;
  const captcha = config.recaptchaSiteKey !== undefined;
  const plausible = config.plausible ? [new URL(config.plausible.host).origin] : [];
  const adyen = paymentProvider === 'adyen';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(captcha ? RECAPTCHA_SCRIPTS : []),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Inline styles stay allowed: see the ADR (they cannot run code; a nonce would disable this).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api, ...(adyen ? ADYEN_HOSTS : [])],
    'font-src': ["'self'", 'data:', api],
    'media-src': ["'self'", api],
    'connect-src': [
      "'self'",
      api,
      ...plausible,
      ...(captcha ? [RECAPTCHA_SCRIPTS[0] as string] : []),
      ...(adyen ? ADYEN_HOSTS : []),
    ],
    'frame-src': orNone([
      ...PAGE_BLOCK_FRAMES,
      ...(captcha ? RECAPTCHA_FRAMES : []),
      ...(adyen ? [...ADYEN_HOSTS, ...CARD_ISSUER_PAGES] : []),
    ]),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", api, ...(adyen ? CARD_ISSUER_PAGES : [])],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (new URL(config.publicUrl).protocol === 'https:') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
