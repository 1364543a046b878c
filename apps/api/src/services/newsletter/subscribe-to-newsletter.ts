import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { Logger } from '../../logger.ts';
import type { NewsletterSubscriptionRepository } from '../../repositories/newsletter-subscription-repository.ts';
import { newsletterConfirmMail } from '../mails/newsletter-confirm-mail.tsx';
import { sendMailSafely } from '../mails/send-mail.ts';
import { validNewsletterEmail } from './newsletter-email.ts';
import { digestNewsletterHash, generateNewsletterHash } from './newsletter-hash.ts';
import { newsletterLink } from './newsletter-link.ts';

export interface SubscribeToNewsletterInput {
  email: string;
  reCaptchaToken?: string | null | undefined;
}

export interface SubscribeToNewsletterDeps {
  subscriptions: NewsletterSubscriptionRepository;
  captcha: CaptchaVerifier;
  mailer: Mailer;
  /** The web site's address, for the links of the confirmation mail. */
  publicUrl: string;
  logger: Logger;
}

/**
 * Signs an address up as pending and mails the double opt-in link (docs/shop-contract.md,
 * "Newsletter"). The answer is the same whether the address was new, pending, confirmed or
 * unsubscribed, and the mail goes out after the answer, so neither the reply nor its timing reveals
 * who is on the list. A new or unsubscribed address gets a new hash; a pending one gets a new hash
 * too (the previous link stops working), since only the hash's digest is stored. A confirmed address
 * is not mailed.
 */
export async function subscribeToNewsletter(
  input: SubscribeToNewsletterInput,
  deps: SubscribeToNewsletterDeps,
): Promise<{ success: true; hash: string }> {
  const email = validNewsletterEmail(input.email);
  await requireCaptcha(deps.captcha, input.reCaptchaToken, { action: 'newsletter' }, deps.logger);

  const hash = generateNewsletterHash();
  const digest = digestNewsletterHash(hash);
  const existing = await deps.subscriptions.findByEmail(email);
  if (existing?.status === 'confirmed') return { success: true, hash };
  if (!existing) await deps.subscriptions.insertPending(email, digest);
  else await deps.subscriptions.resetToPending(existing.id, digest);

  const recipient = existing?.email ?? email;
  const link = { email: recipient, hash };
  void sendMailSafely(
    deps,
    () =>
      newsletterConfirmMail({
        to: recipient,
        confirmUrl: newsletterLink(deps.publicUrl, 'confirm', link),
        unsubscribeUrl: newsletterLink(deps.publicUrl, 'unsubscribe', link),
      }),
    { mail: 'newsletter-confirm' },
  );
  return { success: true, hash };
}
