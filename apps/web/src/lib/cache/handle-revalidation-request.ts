import { bearerTokenMatches } from '../security/bearer-token-matches.ts';
import { parseRevalidationTags } from './cache-tags.ts';

/** Bodies are a short list of tags; anything longer is refused before it is parsed. */
const MAX_BODY_BYTES = 16 * 1024;
const BAD_BODY = 'body must be JSON { "tags": string[] }';

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

interface RevalidationDeps {
  /** REVALIDATE_TOKEN; absent or empty: the route is off (404). */
  token: string | undefined;
  /** Expires the cached pages and reads carrying one tag (Next's `revalidateTag`). */
  revalidate: (tag: string) => void;
}

/**
 * `POST /api/revalidate` with `{ tags: string[] }` and `Authorization: Bearer <REVALIDATE_TOKEN>`:
 * the API calls it when the catalogue, a product or a story changes (docs/performance.md).
 */
export async function handleRevalidationRequest(
  request: Request,
  { token, revalidate }: RevalidationDeps,
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
  return answer(200, { revalidated: tags });
}
