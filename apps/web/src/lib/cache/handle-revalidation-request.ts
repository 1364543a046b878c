import { bearerTokenMatches } from '../security/bearer-token-matches.ts';
import { parseRevalidationTags } from './cache-tags.ts';

/** Bodies are a short list of tags; anything longer is refused before it is parsed. */
const MAX_BODY_BYTES = 16 * 1024;
const BAD_BODY = 'body must be JSON { "tags": string[] }';

/**
 * How long after a change the tags are expired a second time (see `afterRendersInFlight`): longer
 * than a cached page takes to render on a busy server. A render slower still stores a page that
 * lives until its own revalidate time (60 s for the catalogue), as before.
 */
export const RENDERS_IN_FLIGHT_MS = 10_000;

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

interface RevalidationDeps {
  /** REVALIDATE_TOKEN; absent or empty: the route is off (404). */
  token: string | undefined;
  /** Expires the cached pages and reads carrying one tag (Next's `revalidateTag`). */
  revalidate: (tag: string) => void;
  /** Runs `task` once the renders in flight now have finished (the route: `after` and a wait). */
  afterRendersInFlight: (task: () => void) => void;
}

/**
 * `POST /api/revalidate` with `{ tags: string[] }` and `Authorization: Bearer <REVALIDATE_TOKEN>`:
 * the API calls it when the catalogue, a product or a story changes (docs/performance.md).
 *
 * The tags are expired at once and again once the renders in flight have finished: Next dates a
 * stored page by when it was stored, so a page whose render began before the change (a visitor's, a
 * link's prefetch) and ended after it was kept as new, from the old data, for its whole revalidate
 * time. That is how /fonts went on without a family just published for a minute.
 */
export async function handleRevalidationRequest(
  request: Request,
  { token, revalidate, afterRendersInFlight }: RevalidationDeps,
): Promise<Response> {
  if (!token) return answer(404, { error: 'not found' });
  if (!bearerTokenMatches(request.headers.get('authorization'), token)) {
    return answer(401, { error: 'unauthorised' });
  }
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) {
    return answer(413, { error: 'body too large' });
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return answer(413, { error: 'body too large' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { error: BAD_BODY });
  }
  const tags = parseRevalidationTags(body);
  if (!tags) return answer(400, { error: BAD_BODY });
  for (const tag of tags) revalidate(tag);
  afterRendersInFlight(() => {
    for (const tag of tags) revalidate(tag);
  });
  return answer(200, { revalidated: tags });
}
