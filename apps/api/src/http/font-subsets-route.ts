import type { Plugin } from 'graphql-yoga';
import { parseFontSubsetPath } from '../services/font-subsets/font-subset-address.ts';
import type { FontSubsetFiles } from '../services/font-subsets/font-subset-files.ts';
import { immutableFileResponse } from './immutable-file-response.ts';

const PREFIX = '/fonts/subsets/';

/**
 * `GET /fonts/subsets/v<version>/<font file address>/<subset id>.woff2`: one subset of a stored font
 * as WOFF2, cut on its first request. The path names the file's content and the version of the
 * ranges, so the answer never changes and may be cached for a year (see immutableFileResponse).
 */
export function useFontSubsetsRoute({ subsets }: { subsets: FontSubsetFiles }): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(PREFIX)) return;
      endResponse(
        await immutableFileResponse(request, fetchAPI, async () => {
          const target = parseFontSubsetPath(url.pathname);
          const bytes = target ? await subsets.get(target.address, target.subsetId) : null;
          return bytes ? { bytes, contentType: 'font/woff2' } : null;
        }),
      );
    },
  };
}
