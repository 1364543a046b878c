import { countryForRequest } from '../../../lib/geo/country-for-request.ts';

// The answer depends on who asks: never prerendered, never stored by a shared cache.
export const dynamic = 'force-dynamic';

/** GET /api/geoCountry — `{ "country": "DE" }`, or `{ "country": null }` when unknown (docs/shop-contract.md). */
export function GET(request: Request) {
  return Response.json(
    { country: countryForRequest(request.headers) },
    { headers: { 'Cache-Control': 'private, max-age=3600' } },
  );
}
