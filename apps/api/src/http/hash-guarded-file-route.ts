import type { Plugin } from 'graphql-yoga';

/** A file the route may answer with. */
export interface GuardedFile {
  bytes: Uint8Array;
  contentType: string;
  /** e.g. `attachment; filename="x.zip"`. */
  disposition: string;
}

/**
 * A GET route whose URL is `/<prefix>/<id>/<hash>/…` and whose file only the holder of the hash may
 * fetch. `pattern` captures the id (group 1) and the hash (group 2); `find` answers the file, or null
 * for a wrong hash, an unknown id and an unfinished file alike (one 404, nothing learnt).
 */
export function useHashGuardedFileRoute(
  pattern: RegExp,
  find: (id: number, hash: string, match: RegExpExecArray) => Promise<GuardedFile | null>,
): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const match = pattern.exec(url.pathname);
      if (!match) return;
      // The URL carries a secret: keep it out of caches and other sites' Referer headers.
      const headers = new fetchAPI.Headers({
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      });
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        headers.set('Allow', 'GET, HEAD');
        endResponse(new fetchAPI.Response(null, { status: 405, headers }));
        return;
      }
      let hash: string;
      try {
        hash = decodeURIComponent(match[2] ?? '');
      } catch {
        hash = '';
      }
      const file = await find(Number(match[1]), hash, match);
      if (!file) {
        headers.set('Content-Type', 'text/plain; charset=utf-8');
        endResponse(new fetchAPI.Response('Not found.', { status: 404, headers }));
        return;
      }
      headers.set('Content-Type', file.contentType);
      headers.set('Content-Disposition', file.disposition);
      headers.set('Content-Length', String(file.bytes.byteLength));
      const body = request.method === 'HEAD' ? null : (file.bytes as Uint8Array<ArrayBuffer>);
      endResponse(new fetchAPI.Response(body, { status: 200, headers }));
    },
  };
}
