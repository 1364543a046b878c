/**
 * Whether a preview font request comes from one of the shop's own pages (docs/font-previews.md).
 * Browsers send Origin with every cross-origin @font-face request (CORS mode), so a page elsewhere
 * that embeds our previews is refused by its Origin; a Referer of a page elsewhere is refused too.
 * Without either the request comes from a server or a visitor typing the URL: they get the same
 * preview any shop page shows, and no page elsewhere can make a browser send such a request.
 */
export function isShopPreviewRequest(headers: Headers, shopOrigins: ReadonlySet<string>): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return shopOrigins.has(origin);
  const referer = headers.get('referer');
  if (!referer) return true;
  try {
    return shopOrigins.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** The shop's own origins: the allow-list, the web site's and the API's. */
export function shopOrigins(config: {
  allowedOrigins: readonly string[];
  publicUrl: string;
  apiUrl: string;
}) {
  return new Set([...config.allowedOrigins, new URL(config.publicUrl).origin, new URL(config.apiUrl).origin]);
}
