import { CACHE_TAGS, familyTag } from '../../../lib/cache/cache-tags.ts';
import { familyStylesheetResponse } from '../../../lib/fonts/family-stylesheet-response.ts';
import { ReadFamilyFacesQuery } from '../../../lib/fonts/read-family-faces-query.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../../lib/graphql/server-query.ts';

const ENCODING_ID = /^[A-Za-z0-9_-]{1,64}$/;
// A family slug as the catalogue writes them: anything else is not sent to the API (or its cache).
const FAMILY_URL = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** GET /font-faces/{family}?v=…&encoding=…: one family's @font-face rules (docs/performance.md, "Public pages"). */
export async function GET(request: Request, { params }: { params: Promise<{ family: string }> }) {
  const { family: familyUrl } = await params;
  if (!FAMILY_URL.test(familyUrl)) return familyStylesheetResponse(null, null);
  const search = new URL(request.url).searchParams;
  const encoding = search.get('encoding');
  const encodingID = encoding && ENCODING_ID.test(encoding) ? encoding : undefined;
  const result = await serverQuery(
    ReadFamilyFacesQuery,
    { url: familyUrl, ...(encodingID ? { encodingID } : {}) },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.catalogue, familyTag(familyUrl)] },
  );
  if (!result.ok) {
    return new Response('/* the catalogue is not available */\n', {
      status: 503,
      headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const family = result.data.readFamilies.nodes.find((node) => node.url === familyUrl) ?? null;
  return familyStylesheetResponse(family, search.get('v'));
}
