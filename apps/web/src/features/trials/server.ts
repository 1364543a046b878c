// The server-only surface of the trials feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { FamilyTrialSections } from './family-trial-sections.tsx';
