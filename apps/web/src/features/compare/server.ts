// The server-only surface of the compare feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { loadCompareCandidates } from './load-compare-candidates.ts';
export { loadCompareFamilies } from './load-compare-families.ts';
