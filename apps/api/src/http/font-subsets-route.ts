import type { Plugin } from 'graphql-yoga';
import type { MayViewPreRelease } from '../services/font-previews/pre-release-access.ts';
import { parseFontSubsetPath } from '../services/font-subsets/font-subset-address.ts';
import type { FontSubsetFiles } from '../services/font-subsets/font-subset-files.ts';
import { immutableFileResponse } from './immutable-file-response.ts';
import { isShopPreviewRequest } from './preview-font-origin.ts';

const PREFIX = '/fonts/subsets/';

// A family in development: the preview is the viewer's alone, and access may end (club membership).
const PRE_RELEASE_CACHE = 'private, max-age=3600';

interface FontSubsetsRouteOptions {
  subsets: FontSubsetFiles;
  /** Origins whose pages may load previews (see isShopPreviewRequest). */
  shopOrigins: ReadonlySet<string>;
  mayViewPreRelease: MayViewPreRelease;
}

/**
 * `GET /fonts/subsets/v<version>/<font file address>/<subset id>.woff2`: the preview cut of one
 * subset of a stored font (docs/font-previews.md), cut on its first request. The path names the
 * file's content and the version of the cut, so the answer never changes and may be cached for a
 * year (see immutableFileResponse). A page of another site gets 403; a font whose families are all
 * in development answers only to those who may see it (else 404, as if it did not exist).
 */
export function useFontSubsetsRoute({
  subsets,
  shopOrigins,
  mayViewPreRelease,
}: FontSubsetsRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(PREFIX)) return;
      if (!isShopPreviewRequest(request.headers, shopOrigins)) {
        const headers = { 'Content-Type': 'text/plain; charset=utf-8', Vary: 'Origin' };
        endResponse(
          new fetchAPI.Response('Fonts are shown on the shop’s own pages.', { status: 403, headers }),
        );
        return;
      }
      endResponse(
        await immutableFileResponse(request, fetchAPI, async () => {
          const target = parseFontSubsetPath(url.pathname);
          if (!target) return null;
          const file = await subsets.get(target.address, target.subsetId, () =>
            mayViewPreRelease(request.headers.get('cookie')),
          );
          if (!file) return null;
          return file.preRelease
            ? {
                bytes: file.bytes,
                contentType: 'font/woff2',
                cacheControl: PRE_RELEASE_CACHE,
                vary: ['Cookie'],
              }
            : { bytes: file.bytes, contentType: 'font/woff2' };
        }),
      );
    },
  };
}
