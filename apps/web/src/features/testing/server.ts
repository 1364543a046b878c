// The server-only surface of the testing feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { loadTestingFamilies } from './load-testing-families.ts';
