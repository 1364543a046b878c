/** A page of the web site that takes the address and hash of a newsletter mail's link. */
export function newsletterLink(
  publicUrl: string,
  page: 'confirm' | 'unsubscribe',
  { email, hash }: { email: string; hash: string },
): string {
  const query = new URLSearchParams({ email, hash });
  return `${publicUrl}/newsletter/${page}?${query.toString()}`;
}
