import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Logger } from '../../logger.ts';
import type { NewsletterSubscriptionRepository } from '../../repositories/newsletter-subscription-repository.ts';
import { validNewsletterEmail } from './newsletter-email.ts';
import { digestNewsletterHash, generateNewsletterHash } from './newsletter-hash.ts';

export interface SubscribeToNewsletterInput {
  email: string;
  reCaptchaToken?: string | null | undefined;
}

/**
 * Signs an address up as pending. The answer is the same whether the address was new, pending,
 * confirmed or unsubscribed, so the form never reveals who is on the list. An unsubscribed address
 * starts over as pending with a new hash.
 *
 * The confirm hash is not mailed yet: sending belongs to the accounts issue's mail adapter. Until then
 * only its digest is stored, so a confirmation link can't be produced for a real sign-up.
 */
export async function subscribeToNewsletter(
  input: SubscribeToNewsletterInput,
  deps: { subscriptions: NewsletterSubscriptionRepository; captcha: CaptchaVerifier; logger: Logger },
): Promise<{ success: true; hash: string }> {
  const email = validNewsletterEmail(input.email);
  await requireCaptcha(deps.captcha, input.reCaptchaToken, { action: 'newsletter' }, deps.logger);

  const hash = generateNewsletterHash();
  const digest = digestNewsletterHash(hash);
  const existing = await deps.subscriptions.findByEmail(email);
  if (!existing) await deps.subscriptions.insertPending(email, digest);
  else if (existing.status === 'unsubscribed') await deps.subscriptions.resetToPending(existing.id, digest);
  return { success: true, hash };
}
