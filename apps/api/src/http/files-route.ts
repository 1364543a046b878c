import type { Plugin } from 'graphql-yoga';
import { type FileStorage, InvalidStorageKeyError } from '../integrations/storage/file-storage.ts';
import { contentTypeForKey } from './content-type-for-key.ts';
import { immutableFileResponse } from './immutable-file-response.ts';

const PREFIX = '/files/';

interface FilesRouteOptions {
  storage: FileStorage;
}

/**
 * `GET /files/<key>`: stored files with their content type. Keys are content-addressed, so the
 * response may be cached for a year (see immutableFileResponse, which also explains why CORS
 * headers are not set here: fonts load cross-origin through @font-face).
 */
export function useFilesRoute({ storage }: FilesRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(PREFIX)) return;
      endResponse(
        await immutableFileResponse(request, fetchAPI, async () => {
          try {
            const key = decodeURIComponent(url.pathname.slice(PREFIX.length));
            const bytes = await storage.get(key);
            return bytes ? { bytes, contentType: contentTypeForKey(key) } : null;
          } catch (error) {
            if (error instanceof InvalidStorageKeyError || error instanceof URIError) return null;
            throw error;
          }
        }),
      );
    },
  };
}
