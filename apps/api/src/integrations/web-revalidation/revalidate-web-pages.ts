import type { WebRevalidationConfig } from './web-revalidation-config.ts';

/** A slow web server must not hold up the change feed: the call gives up after this long. */
const TIMEOUT_MS = 5_000;
/** One retry covers a web server that is restarting; the pages' own revalidate time covers the rest. */
const ATTEMPTS = 2;
/** The web route takes at most this many tags a request. */
const TAGS_PER_REQUEST = 100;

export type RevalidationOutcome = { ok: true; tags: string[] } | { ok: false; reason: string };

interface RevalidationDeps {
  config: WebRevalidationConfig | null;
  fetch?: typeof fetch;
}

async function postOnce(tags: string[], url: string, token: string, doFetch: typeof fetch) {
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The body is read either way, so the connection can be reused.
  const text = await response.text();
  if (!response.ok) throw new Error(`the web server answered HTTP ${response.status}: ${text.slice(0, 200)}`);
}

/** Posts one batch of tags to one web process, trying once more if it fails. */
async function postWithRetry(tags: string[], url: string, token: string, doFetch: typeof fetch) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      await postOnce(tags, url, token, doFetch);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Tells every web process that the cached pages and reads carrying these tags are out of date (its
 * `POST /api/revalidate`). Never throws: a failure comes back as a reason for the caller's log,
 * since the pages also expire on their own after a while. Without configuration it does nothing.
 */
export async function revalidateWebPages(
  tags: readonly string[],
  { config, fetch: doFetch = fetch }: RevalidationDeps,
): Promise<RevalidationOutcome> {
  const unique = [...new Set(tags)];
  if (!config || unique.length === 0) return { ok: true, tags: [] };
  const failures: string[] = [];
  // Each web process keeps its own page cache: all are told, and one that is down holds up none.
  await Promise.all(
    config.urls.map(async (url) => {
      for (let start = 0; start < unique.length; start += TAGS_PER_REQUEST) {
        try {
          await postWithRetry(unique.slice(start, start + TAGS_PER_REQUEST), url, config.token, doFetch);
        } catch (error) {
          failures.push(`${url}: ${(error as Error).message}`);
          return;
        }
      }
    }),
  );
  if (failures.length > 0) return { ok: false, reason: `revalidation failed: ${failures.join('; ')}` };
  return { ok: true, tags: unique };
}
