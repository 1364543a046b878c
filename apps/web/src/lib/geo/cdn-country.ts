/** Country headers set by the CDNs we may run behind, in the order we trust them. */
const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const;

/** Cloudflare's answers for "unknown" (XX) and "Tor" (T1): not countries. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** The visitor's country as a CDN in front of us already worked it out, or null. */
export function cdnCountry(headers: Headers): string | null {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
}
