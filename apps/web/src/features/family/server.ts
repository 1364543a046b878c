// The server-only surface of the family feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { FamilyPageView } from './family-page-view.tsx';
export { loadFamily, loadFamilyInEncoding } from './load-family.ts';
