// The public surface of the footer feature: what routes and other features import from it.

export { SiteFooter } from './site-footer.tsx';
