/**
 * Addresses the web server needs, read at request time (not inlined at build time) so one build
 * serves any deployment. Client components receive them through `RuntimeConfigProvider`.
 */
export interface RuntimeConfig {
  /** Base URL of the API service, e.g. http://localhost:4000 (no trailing slash). */
  apiUrl: string;
  /** The public address of this web site, e.g. https://shop.example (no trailing slash). */
  publicUrl: string;
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
  return { apiUrl: readUrl('API_URL', env), publicUrl: readUrl('PUBLIC_URL', env) };
}

/** The GraphQL endpoint of the API: `{host}/graphql` (spec section 7). */
export function graphqlEndpoint(config: Pick<RuntimeConfig, 'apiUrl'>): string {
  return `${config.apiUrl}/graphql`;
}
