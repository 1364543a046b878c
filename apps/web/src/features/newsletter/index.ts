// The public surface of the newsletter feature: what routes and other features import from it.

export { useNewsletterSignUp } from './use-newsletter-sign-up.ts';
