// The public surface of the static-pages feature: what routes and other features import from it.

export { FooterPageLinks } from './footer-page-links.tsx';
export { LicenceList } from './licence-list.tsx';
export { NewsletterPreviewView } from './newsletter-preview-view.tsx';
