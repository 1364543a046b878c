import { createHash } from 'node:crypto';
import type { FetchAPI } from 'graphql-yoga';

/** Bytes a read-only route answers with, and their content type. */
export interface ImmutableFile {
  bytes: Uint8Array;
  contentType: string;
  /** Default: public for a year. A file only some visitors may see is cached privately. */
  cacheControl?: string;
  /** Request headers besides Origin the answer depends on (e.g. Cookie). */
  vary?: string[];
}

/**
 * The answer of a GET/HEAD route whose URL names its content (so the answer never changes): 405 for
 * other methods, 404 when `load` finds nothing, 304 when the ETag matches, else the bytes, cacheable
 * for a year. `load` runs only for a GET or HEAD. CORS headers come from Yoga's plugin like every
 * other response (a second Access-Control-Allow-Origin would make browsers refuse a font); the
 * answer varies with the Origin for that reason.
 */
export async function immutableFileResponse(
  request: Request,
  fetchAPI: FetchAPI,
  load: () => Promise<ImmutableFile | null>,
): Promise<Response> {
  const headers = new fetchAPI.Headers({ Vary: 'Origin' });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    headers.set('Allow', 'GET, HEAD');
    return new fetchAPI.Response(null, { status: 405, headers });
  }
  const file = await load();
  if (!file) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new fetchAPI.Response('Not found.', { status: 404, headers });
  }
  const etag = `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 27)}"`;
  headers.set('ETag', etag);
  headers.set('Cache-Control', file.cacheControl ?? 'public, max-age=31536000, immutable');
  if (file.vary) headers.set('Vary', ['Origin', ...file.vary].join(', '));
  headers.set('Content-Type', file.contentType);
  if (request.headers.get('if-none-match') === etag) {
    return new fetchAPI.Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(file.bytes.byteLength));
  const body = request.method === 'HEAD' ? null : (file.bytes as Uint8Array<ArrayBuffer>);
  return new fetchAPI.Response(body, { status: 200, headers });
}
