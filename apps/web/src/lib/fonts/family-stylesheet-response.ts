import { familyFacesVersion, familyStylesheetCss, type StylesheetFamily } from './family-stylesheet.ts';

/** A year: the URL changes with the fonts, so a stored copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An old or unknown version, or no family: kept briefly, so a fix reaches visitors soon. */
const SHORT = 'public, max-age=60';

/**
 * The answer to `GET /font-faces/{family}?v=…`: the family's @font-face rules, cached for a year
 * only when the version asked for is the current one (an old page asking for an old version gets
 * today's rules, kept for a minute).
 */
export function familyStylesheetResponse(family: StylesheetFamily | null, requestedVersion: string | null) {
  if (!family) {
    return new Response('/* no such family */\n', {
      status: 404,
      headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': SHORT },
    });
  }
  const current = requestedVersion !== null && requestedVersion === familyFacesVersion(family);
  return new Response(familyStylesheetCss(family), {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': current ? IMMUTABLE : SHORT,
      'x-content-type-options': 'nosniff',
    },
  });
}
