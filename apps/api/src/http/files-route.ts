import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { type FileStorage, InvalidStorageKeyError } from '../integrations/storage/file-storage.ts';
import { contentTypeForKey } from './content-type-for-key.ts';

const PREFIX = '/files/';

interface FilesRouteOptions {
  storage: FileStorage;
}

/**
 * `GET /files/<key>`: stored files with their content type. Keys are content-addressed, so the
 * response may be cached for a year. CORS headers (fonts load cross-origin through @font-face) come
 * from Yoga's CORS plugin like every other response: setting them here too sent the header twice,
 * and browsers refuse a font whose Access-Control-Allow-Origin holds two values.
 */
export function useFilesRoute({ storage }: FilesRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(PREFIX)) return;
      const headers = new fetchAPI.Headers({ Vary: 'Origin' });
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        headers.set('Allow', 'GET, HEAD');
        endResponse(new fetchAPI.Response(null, { status: 405, headers }));
        return;
      }
      let key: string;
      let bytes: Uint8Array | null;
      try {
        key = decodeURIComponent(url.pathname.slice(PREFIX.length));
        bytes = await storage.get(key);
      } catch (error) {
        if (!(error instanceof InvalidStorageKeyError || error instanceof URIError)) throw error;
        bytes = null;
        key = '';
      }
      if (!bytes) {
        headers.set('Content-Type', 'text/plain; charset=utf-8');
        endResponse(new fetchAPI.Response('Not found.', { status: 404, headers }));
        return;
      }
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      headers.set('ETag', etag);
      headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      headers.set('Content-Type', contentTypeForKey(key));
      if (request.headers.get('if-none-match') === etag) {
        endResponse(new fetchAPI.Response(null, { status: 304, headers }));
        return;
      }
      headers.set('Content-Length', String(bytes.byteLength));
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
          status: 200,
          headers,
        }),
      );
    },
  };
}
