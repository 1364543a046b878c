'use client';

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseExpiry } from './payment-outcome.ts';

export interface CardMethod {
  type: 'scheme';
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  holderName: string;
}

const CARD_NUMBER = /^\d{12,19}$/;
const CVC = /^\d{3,4}$/;

/**
 * Card fields for the built-in test provider (Adyen's Drop-in takes their place with Adyen). The
 * account's saved cards reuse it with their own button labels.
 */
export function CardForm({
  busy,
  onPay,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  onPay: (method: CardMethod) => void;
  submitLabel?: string;
  busyLabel?: string;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const number = text('number').replace(/[\s-]/g, '');
    const expiry = parseExpiry(text('expiry'));
    const cvc = text('cvc');
    const holderName = text('holder');
    const found: Record<string, string> = {};
    if (!CARD_NUMBER.test(number)) found.number = t(number === '' ? 'field_required' : 'buying.card.number');
    if (!expiry) found.expiry = t(text('expiry') === '' ? 'field_required' : 'buying.card.expiry');
    if (!CVC.test(cvc)) found.cvc = t(cvc === '' ? 'field_required' : 'buying.card.cvc');
    if (holderName === '') found.holder = t('field_required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !expiry) return;
    onPay({ type: 'scheme', number, ...expiry, cvc, holderName });
  };

  const field = (name: string, label: string, props: Record<string, unknown>) => (
    <div className="checkout-field">
      <label>
        {label}
        <input
          name={name}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          {...props}
        />
      </label>
      {errors[name] ? (
        <p id={`${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-label={t('pay.card')}>
      {field('number', t('pay.cardNumber'), {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        maxLength: 23,
      })}
      {field('expiry', t('pay.expiry'), { autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 7 })}
      {field('cvc', t('pay.cvc'), { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
      {field('holder', t('pay.holder'), { autoComplete: 'cc-name', maxLength: 80 })}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? (busyLabel ?? t('pay.paying')) : (submitLabel ?? t('pay.pay'))}
      </button>
    </form>
  );
}
