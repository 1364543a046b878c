'use client';

import { EMAIL_MAX_LENGTH } from '@foundry/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Newsletter sign-up field of the footer. The API has no `newsletterSubscribe` yet: the newsletter
 * issue wires the mutation (with the captcha token and the 'subscribe_success' toast) into `onSubmit`.
 * Until then a submit goes nowhere rather than faking a success.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // TODO(newsletter issue): call newsletterSubscribe here.
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
      />
      <button type="submit">{t('footer.subscribe')}</button>
    </form>
  );
}
