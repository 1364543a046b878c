/**
 * Pages rendered per request, for one signed-in visitor or one order: they keep the nonce policy
 * (docs/adr/0004-content-security-policy.md), and their layouts call `connection()` so they are
 * never prerendered (a prerendered page carries no nonce and its scripts would be refused).
 */
export const PER_REQUEST_PAGE_PREFIXES = ['/checkout', '/my_account', '/orders', '/pay'] as const;

/** Whether a path is one of those pages (the prefix itself or anything below it). */
export function isPerRequestPage(pathname: string): boolean {
  return PER_REQUEST_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A `source` of next.config's `headers()` matching every path but the per-request pages, so that
 * the cached pages' policy is a static header and the proxy need not run for them.
 */
export function publicPagesSource(): string {
  const prefixes = PER_REQUEST_PAGE_PREFIXES.map((prefix) => prefix.slice(1)).join('|');
  return `/((?!(?:${prefixes})(?:/|$)).*)`;
}
