// The server-only surface of the custom-fonts feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { loadCaseStudies, loadCaseStudy } from './load-case-studies.ts';
