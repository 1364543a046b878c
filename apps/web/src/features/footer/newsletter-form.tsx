'use client';

import { EMAIL_MAX_LENGTH, isEmail } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNewsletterSignUp } from '../newsletter/use-newsletter-sign-up.ts';

/**
 * Newsletter sign-up field of the footer (docs/site-chrome.md): the captcha token is taken when
 * the form is submitted, success shows the 'subscribe_success' toast, a failure the message of its
 * error code.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const { signUp, busy } = useNewsletterSignUp();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('email') as HTMLInputElement;
    const email = field.value.trim();
    // The browser's own check first (it shows its bubble), then the shop's stricter pattern.
    if (!form.reportValidity()) return;
    if (!isEmail(email)) {
      field.setCustomValidity(t('footer.newsletterInvalidEmail'));
      form.reportValidity();
      return;
    }
    const result = await signUp(email);
    if (result.ok) {
      toast.success(t('footer.subscribe_success'));
      form.reset();
    } else {
      const key =
        result.failure.kind === 'captcha' ? messageKeyForCode(undefined) : result.failure.messageKey;
      toast.error(i18n.t(key));
    }
  };

  return (
    <form className="newsletter-form" onSubmit={onSubmit}>
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t('footer.newsletterLabel')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={t('footer.newsletterPlaceholder')}
        onInput={(event) => event.currentTarget.setCustomValidity('')}
      />
      <button type="submit" disabled={busy} aria-busy={busy}>
        {t('footer.subscribe')}
      </button>
    </form>
  );
}
