'use client';

import { EMAIL_MAX_LENGTH, isEmail } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutOfStockNotification } from './use-out-of-stock-notification.ts';

/**
 * Shown instead of 'Add to cart' when the chosen variant is sold out: an e-mail field, and the
 * captcha token taken when the form is submitted. Success replaces the form with a thank-you that
 * screen readers announce (role=status).
 */
export function OutOfStockForm({ productID, variation }: { productID: string; variation: string | null }) {
  const { t, i18n } = useTranslation();
  const { request, busy } = useOutOfStockNotification();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const emailId = `${id}-email`;
  const errorId = `${id}-error`;

  if (done) {
    return (
      <p className="out-of-stock__done" role="status">
        {t('shop.outOfStock.success')}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('email') as HTMLInputElement;
    const email = field.value.trim();
    setError(null);
    // The browser's own check first (it shows its bubble), then the shop's stricter pattern.
    if (!form.reportValidity()) return;
    if (!isEmail(email)) {
      setError(t('shop.outOfStock.invalidEmail'));
      field.focus();
      return;
    }
    const result = await request({ email, productID, variation });
    if (result.ok) {
      setDone(true);
      return;
    }
    const key = result.failure.kind === 'captcha' ? messageKeyForCode(undefined) : result.failure.messageKey;
    setError(result.fields?.email ?? i18n.t(key));
  };

  return (
    <form className="out-of-stock" onSubmit={onSubmit} noValidate={false} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="out-of-stock__title">
        {t('shop.outOfStock.title')}
      </h2>
      <p>{t('shop.outOfStock.intro')}</p>
      <label htmlFor={emailId}>{t('shop.outOfStock.email')}</label>
      <div className="out-of-stock__row">
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={t('shop.outOfStock.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onInput={() => setError(null)}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('shop.outOfStock.submit')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="out-of-stock__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
