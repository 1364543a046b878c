/** The API's route families; the first path segment names one, anything else is `other`. */
const KINDS = new Set([
  'graphql',
  'files',
  'font-subsets',
  'orders',
  'downloads',
  'uploads',
  'webfonts',
  'webinars',
  'payments',
  'test-bank',
  'healthz',
  'readyz',
  'metrics',
]);

/**
 * A metrics label for a request path. Paths carry ids and keys, so they are never labels themselves:
 * a label value per path would grow without bound.
 */
export function routeKindOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return KINDS.has(first) ? first : 'other';
}
