import { detectFontFormat } from '@foundry/fonts';
import type { Plugin } from 'graphql-yoga';
import { type FileStorage, InvalidStorageKeyError } from '../integrations/storage/file-storage.ts';
import { contentTypeForKey } from './content-type-for-key.ts';
import { immutableFileResponse } from './immutable-file-response.ts';

const PREFIX = '/files/';

/** Where sold fonts and their cuts are kept: never served here, whatever the bytes look like. */
const FONT_KEY_PREFIXES = ['fonts/', 'font-subsets/'];
const FONT_EXTENSION = /\.(?:woff2|woff|ttf|otf|ttc|eot)$/i;

interface FilesRouteOptions {
  storage: FileStorage;
}

/** Whether a stored file is a font by its key (prefix, extension) or its content (magic bytes). */
function isFont(key: string, bytes: Uint8Array): boolean {
  if (FONT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)) || FONT_EXTENSION.test(key)) return true;
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  return detectFontFormat(bytes) !== null || tag === 'ttcf';
}

/**
 * `GET /files/<key>`: stored images, documents and archives with their content type. Keys are
 * content-addressed, so the response may be cached for a year (see immutableFileResponse). Fonts
 * answer 404: sold fonts leave only through a paid download, a trial, a web font kit, and pages show
 * preview cuts (docs/font-previews.md).
 */
export function useFilesRoute({ storage }: FilesRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(PREFIX)) return;
      endResponse(
        await immutableFileResponse(request, fetchAPI, async () => {
          try {
            const key = decodeURIComponent(url.pathname.slice(PREFIX.length));
            if (FONT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) return null;
            const bytes = await storage.get(key);
            return bytes && !isFont(key, bytes) ? { bytes, contentType: contentTypeForKey(key) } : null;
          } catch (error) {
            if (error instanceof InvalidStorageKeyError || error instanceof URIError) return null;
            throw error;
          }
        }),
      );
    },
  };
}
