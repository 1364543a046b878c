/** Which VAT register the API asks, read from the environment by `loadConfig`. */
export interface VatConfig {
  /** VAT_CHECKER: 'builtin' (default, offline, see builtin-vat-checker.ts) or 'vies'. */
  checker: 'builtin' | 'vies';
  /** VIES_URL: the VIES REST API base; `/check-vat-number` is appended. Tests point it at a stand-in. */
  viesUrl: string;
}

export const VAT_CHECKERS = ['builtin', 'vies'] as const;
export const DEFAULT_VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

type Env = Record<string, string | undefined>;

/** The VAT configuration, or the one sentence naming the variable at fault. */
export function parseVatConfig(env: Env): { config: VatConfig } | { error: string } {
  const checker = env.VAT_CHECKER?.trim() || 'builtin';
  if (checker !== 'builtin' && checker !== 'vies') {
    return { error: `VAT_CHECKER must be one of ${VAT_CHECKERS.join(', ')} (got '${checker}').` };
  }
  const raw = env.VIES_URL?.trim() || DEFAULT_VIES_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: `VIES_URL must be an http(s) URL such as ${DEFAULT_VIES_URL} (got '${raw}').` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: `VIES_URL must be an http(s) URL such as ${DEFAULT_VIES_URL} (got '${raw}').` };
  }
  return { config: { checker, viesUrl: raw.replace(/\/+$/, '') } };
}
