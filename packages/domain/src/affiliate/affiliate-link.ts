/** The query parameter an affiliate's links carry: https://shop.example/?affiliate=<code>. */
export const AFFILIATE_QUERY_PARAM = 'affiliate';
/** How long a visitor's browser remembers the code it arrived with. */
export const AFFILIATE_CAPTURE_DAYS = 30;
/** What a programme code looks like (it travels in URLs and orders.affiliate_id). */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isAffiliateCode(value: unknown): value is string {
  return typeof value === 'string' && AFFILIATE_CODE_PATTERN.test(value);
}

/** The ready-made link for a programme: the shop's home page with the code. */
export function affiliateLink(publicUrl: string, code: string): string {
  const url = new URL('/', publicUrl);
  url.searchParams.set(AFFILIATE_QUERY_PARAM, code);
  return url.toString();
}
