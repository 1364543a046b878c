// Routes whose second segment after the prefix is a bearer secret (whoever holds the hash may fetch
// the order's documents or the download): logs keep the route and the id, never the hash.
const HASH_ROUTES = ['orders', 'downloads'];

/** The request path as it may be logged: `/orders/12/<hash>/invoice.pdf` → `/orders/12/:hash/invoice.pdf`. */
export function loggablePath(pathname: string): string {
  const segments = pathname.split('/');
  const prefix = segments[1];
  if (prefix !== undefined && HASH_ROUTES.includes(prefix) && segments.length > 3 && segments[3] !== '') {
    segments[3] = ':hash';
  }
  return segments.join('/');
}
