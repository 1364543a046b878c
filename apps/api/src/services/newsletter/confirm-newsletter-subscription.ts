import type { NewsletterSubscriptionRepository } from '../../repositories/newsletter-subscription-repository.ts';
import { newsletterHashMatches } from './newsletter-hash.ts';

/**
 * Confirms a pending subscription when the mailed hash matches; true also for one already confirmed
 * (a link clicked twice). False for an unknown address, a wrong hash or an unsubscribed address.
 */
export async function confirmNewsletterSubscription(
  input: { email: string; hash: string },
  subscriptions: NewsletterSubscriptionRepository,
  now: Date = new Date(),
): Promise<boolean> {
  const subscription = await subscriptions.findByEmail(input.email.trim());
  if (!subscription || !newsletterHashMatches(input.hash, subscription.confirmHashDigest)) return false;
  if (subscription.status === 'unsubscribed') return false;
  if (subscription.status === 'pending') await subscriptions.setStatus(subscription.id, 'confirmed', now);
  return true;
}
