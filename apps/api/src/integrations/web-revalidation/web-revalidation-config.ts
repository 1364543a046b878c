/** Where the API tells the web server which cached pages to render afresh (docs/performance.md). */
export interface WebRevalidationConfig {
  /**
   * WEB_REVALIDATE_URL: each web process's `POST /api/revalidate`, e.g. http://web:3000/api/revalidate;
   * several web processes are listed comma-separated, since each keeps its own page cache.
   */
  urls: string[];
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
  const urls = rawUrl.split(',').map((part) => httpUrl(part.trim()));
  if (urls.some((url) => url === null)) {
    return {
      error: `WEB_REVALIDATE_URL must be an http(s) URL such as http://localhost:3000/api/revalidate, or several separated by commas (got '${rawUrl}').`,
    };
  }
  if (token.length < MIN_TOKEN_LENGTH) {
    return {
      error: `REVALIDATE_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long (e.g. \`openssl rand -hex 32\`).`,
    };
  }
  return { config: { urls: urls as string[], token } };
}

function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
