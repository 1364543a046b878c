/**
 * Addresses the web server needs, read at request time (not inlined at build time) so one build
 * serves any deployment. Client components receive them through `RuntimeConfigProvider`.
 */
export interface RuntimeConfig {
  /** Base URL of the API service, e.g. http://localhost:4000 (no trailing slash). */
  apiUrl: string;
  /** The public address of this web site, e.g. https://shop.example (no trailing slash). */
  publicUrl: string;
  /** reCAPTCHA v3 site key (RECAPTCHA_SITE_KEY); absent: the development token is sent instead. */
  recaptchaSiteKey?: string;
  /** Plausible-style analytics (PLAUSIBLE_DOMAIN + PLAUSIBLE_HOST); absent: tracking is off. */
  plausible?: { domain: string; host: string };
  /** The support address of the header's help line (HELP_LINE_EMAIL); absent: the help line is off. */
  helpLineEmail?: string;
}

const DEFAULTS = { API_URL: 'http://localhost:4000', PUBLIC_URL: 'http://localhost:3000' } as const;

function readUrl(name: keyof typeof DEFAULTS, env: Record<string, string | undefined>): string {
  const raw = env[name]?.trim() || DEFAULTS[name];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as ${DEFAULTS[name]}, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL such as ${DEFAULTS[name]}, got "${raw}".`);
  }
  return url.href.replace(/\/+$/, '');
}

export function readRuntimeConfig(env: Record<string, string | undefined> = process.env): RuntimeConfig {
  const config: RuntimeConfig = { apiUrl: readUrl('API_URL', env), publicUrl: readUrl('PUBLIC_URL', env) };
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  if (siteKey) config.recaptchaSiteKey = siteKey;
  const domain = env.PLAUSIBLE_DOMAIN?.trim();
  const host = env.PLAUSIBLE_HOST?.trim();
  if (domain && host) config.plausible = { domain, host: readPlausibleHost(host) };
  const helpLine = env.HELP_LINE_EMAIL?.trim();
  if (helpLine) config.helpLineEmail = readEmail('HELP_LINE_EMAIL', helpLine);
  return config;
}

function readEmail(name: string, raw: string): string {
  // One @, something on each side, no spaces: enough to catch a value put in the wrong variable. Not the
  // domain's isEmail: next.config loads this file and reaches the domain package by relative paths only.
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) return raw;
  throw new Error(`${name} must be an e-mail address such as support@shop.example, got "${raw}".`);
}

function readPlausibleHost(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // falls through to the message below
  }
  throw new Error(
    `PLAUSIBLE_HOST must be an absolute http(s) URL such as https://plausible.io, got "${raw}".`,
  );
}

/** The GraphQL endpoint of the API: `{host}/graphql` (docs/shop-contract.md). */
export function graphqlEndpoint(config: Pick<RuntimeConfig, 'apiUrl'>): string {
  return `${config.apiUrl}/graphql`;
}
