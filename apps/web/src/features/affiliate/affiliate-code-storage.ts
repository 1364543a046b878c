import { AFFILIATE_CAPTURE_DAYS, AFFILIATE_QUERY_PARAM, isAffiliateCode } from '@foundry/domain';

/**
 * The cookie that remembers the affiliate code a visitor arrived with. A first-party cookie rather
 * than localStorage: it expires by itself after AFFILIATE_CAPTURE_DAYS, and the invalid-session
 * clean-up of localStorage does not take it. The server never reads it; checkout sends it as
 * affiliateID.
 */
export const AFFILIATE_COOKIE = 'foundry_affiliate';

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * Keeps `?affiliate=<code>` of a page address for AFFILIATE_CAPTURE_DAYS days. The latest link
 * followed wins and starts the days again; anything that is not a code is ignored. Returns the code
 * kept, or null.
 */
export function captureAffiliateCode(search: string, doc: Document = document): string | null {
  const code = new URLSearchParams(search).get(AFFILIATE_QUERY_PARAM);
  if (!isAffiliateCode(code)) return null;
  doc.cookie = `${AFFILIATE_COOKIE}=${code}; Max-Age=${AFFILIATE_CAPTURE_DAYS * SECONDS_PER_DAY}; Path=/; SameSite=Lax`;
  return code;
}

/** The remembered affiliate code, or null when there is none (or it expired). */
export function storedAffiliateCode(doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === AFFILIATE_COOKIE && isAffiliateCode(value)) return value;
  }
  return null;
}
