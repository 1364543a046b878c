// The server-only surface of the static-pages feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { HolidayNoticeSlot } from './holiday-notice-slot.tsx';
export { LinguisticDatabasePage } from './linguistic-database-page.tsx';
export { loadLicencesForPage, loadNewsletterIssue } from './load-static-page.ts';
export { StaticPageRoute, staticPageMetadata } from './static-page-route.tsx';
