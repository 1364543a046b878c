/** Where the API tells the web server which cached pages to render afresh (docs/performance.md). */
export interface WebRevalidationConfig {
  /** WEB_REVALIDATE_URL: the web server's `POST /api/revalidate`, e.g. http://web:3000/api/revalidate. */
  url: string;
  /** REVALIDATE_TOKEN: the bearer token the web route asks for (the same value on both servers). */
  token: string;
}

const MIN_TOKEN_LENGTH = 32;
type Env = Record<string, string | undefined>;

/** The settings, `null` when revalidation is off (neither set), or the one sentence at fault. */
export function parseWebRevalidationConfig(
  env: Env,
): { config: WebRevalidationConfig | null } | { error: string } {
  const rawUrl = env.WEB_REVALIDATE_URL?.trim() || undefined;
  const token = env.REVALIDATE_TOKEN?.trim() || undefined;
  if (!rawUrl && !token) return { config: null };
  if (!rawUrl || !token) {
    return { error: 'WEB_REVALIDATE_URL and REVALIDATE_TOKEN are set together or not at all.' };
  }
  let url: URL | undefined;
  try {
    url = new URL(rawUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return {
      error: `WEB_REVALIDATE_URL must be an http(s) URL such as http://localhost:3000/api/revalidate (got '${rawUrl}').`,
    };
  }
  if (token.length < MIN_TOKEN_LENGTH) {
    return {
      error: `REVALIDATE_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long (e.g. \`openssl rand -hex 32\`).`,
    };
  }
  return { config: { url: url.href, token } };
}
