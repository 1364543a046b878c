/**
 * The client's address as the front proxy reports it (first entry of X-Forwarded-For), or null.
 * Only the per-address sign-in limit uses it: a forged header can dodge that limit, never the
 * per-account one, and never locks anybody else out.
 */
export function clientAddress(request: Request | undefined): string | null {
  const forwarded = request?.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first && first.length <= 64 ? first : null;
}
