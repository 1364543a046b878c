// The server-only surface of the newsletter feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { NewsletterLinkPage, type NewsletterLinkSearchParams } from './newsletter-link-page.tsx';
