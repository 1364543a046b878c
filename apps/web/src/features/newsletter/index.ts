// The public surface of the newsletter feature: what routes and other features import from it.

export { NewsletterForm } from './newsletter-form.tsx';
export { useNewsletterSignUp } from './use-newsletter-sign-up.ts';
