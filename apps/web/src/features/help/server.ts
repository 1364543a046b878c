// The server-only surface of the help feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { loadHelpItem, loadHelpSections } from './load-help.ts';
