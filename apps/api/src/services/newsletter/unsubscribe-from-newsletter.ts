import type { NewsletterSubscriptionRepository } from '../../repositories/newsletter-subscription-repository.ts';
import { newsletterHashMatches } from './newsletter-hash.ts';

/** Unsubscribes when the mailed hash matches (true also when already unsubscribed); else false. */
export async function unsubscribeFromNewsletter(
  input: { email: string; hash: string },
  subscriptions: NewsletterSubscriptionRepository,
): Promise<boolean> {
  const subscription = await subscriptions.findByEmail(input.email.trim());
  if (!subscription || !newsletterHashMatches(input.hash, subscription.confirmHashDigest)) return false;
  if (subscription.status !== 'unsubscribed') await subscriptions.setStatus(subscription.id, 'unsubscribed');
  return true;
}
