/** A newsletter sign-up: pending until the address is confirmed, then confirmed or unsubscribed. */
export const NEWSLETTER_SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterSubscriptionStatus = (typeof NEWSLETTER_SUBSCRIPTION_STATUSES)[number];
