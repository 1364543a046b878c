/** A crumb of the header trail (the same shape as breadcrumbs-for-path's Breadcrumb). */
interface Crumb {
  label: string;
  href: string;
}

/**
 * Pages opened by a secret link (an order's id and hash): the hash is a password, so their trail shows
 * none of the path, and links only to pages that exist (the cart for a payment).
 */
const SECRET_LINK_PAGES: readonly { prefix: string; label: string; parent?: Crumb }[] = [
  { prefix: '/pay/', label: 'Payment', parent: { label: 'Cart', href: '/checkout' } },
  { prefix: '/orders/', label: 'Order' },
];

/** The trail of a page reached by a secret link, or null for any other page. */
export function secretLinkCrumbs(pathname: string, homeLabel: string, lastTitle?: string): Crumb[] | null {
  const page = SECRET_LINK_PAGES.find((candidate) => pathname.startsWith(candidate.prefix));
  if (!page) return null;
  const crumbs: Crumb[] = [{ label: homeLabel, href: '/' }];
  if (page.parent) crumbs.push(page.parent);
  // The current page is not a link; its key must still be unique, so it is its own path.
  crumbs.push({ label: lastTitle ?? page.label, href: pathname });
  return crumbs;
}
