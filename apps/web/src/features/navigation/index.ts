// The public surface of the navigation feature: what routes and other features import from it.

export { defaultErrorLinks } from './default-error-links.ts';
export { PageCrumb } from './page-crumb.tsx';
export { SiteHeader } from './site-header.tsx';
