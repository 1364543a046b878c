import type { Plugin } from 'graphql-yoga';
import type { MayViewPreRelease } from '../services/font-previews/pre-release-access.ts';
import { PREVIEW_ACCESS_PARAM, verifyPreviewAccess } from '../services/font-previews/preview-access-token.ts';
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
  /** The key of the URLs' access tokens (preview-access-key.ts). */
  accessKey: () => Promise<Uint8Array>;
}

/**
 * `GET /fonts/subsets/v<version>/<font file address>/<subset id>.woff2`: the preview cut of one
 * subset of a stored font (docs/font-previews.md), cut on its first request. The path names the
 * file's content and the version of the cut, so the answer never changes and may be cached for a
 * year (see immutableFileResponse). A page of another site gets 403; a font whose families are all
 * in development answers only to those who may see it, by a signed `?access=` token or the session
 * cookie (else 404, as if it did not exist), and privately cached.
 */
export function useFontSubsetsRoute({
  subsets,
  shopOrigins,
  mayViewPreRelease,
  accessKey,
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
          // A family in development: the URL's access token (browsers send no cookie with a
          // cross-origin font request), else the session cookie (docs/font-previews.md).
          const token = url.searchParams.get(PREVIEW_ACCESS_PARAM);
          const file = await subsets.get(
            target.address,
            target.subsetId,
            async () =>
              (token !== null && verifyPreviewAccess(await accessKey(), target.address, token, new Date())) ||
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
