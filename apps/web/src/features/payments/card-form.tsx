'use client';

import { CARD_HOLDER_MAX_LENGTH, type CardOutput, type CardValues, cardSchema } from '@foundry/domain';
import { useFormState } from 'react-hook-form';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';

/** A card as makePayment takes it from the built-in test provider's form. */
export type CardMethod = CardOutput & { type: 'scheme' };

const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holder: '' };

/** The pay button: busy while the card is sent or while the page is busy otherwise (a bank's return). */
function PayButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const { isSubmitting } = useFormState();
  const working = busy || isSubmitting;
  return (
    <Button type="submit" busy={working}>
      {working ? busyLabel : label}
    </Button>
  );
}

/**
 * Card fields for the built-in test provider (Adyen's Drop-in takes their place with Adyen), checked
 * by cardSchema (docs/forms.md) with plain words under each field. The account's saved cards reuse
 * it with their own button labels. It works offline: nothing but the form's own rules runs before
 * `onPay`.
 */
export function CardForm({
  busy,
  onPay,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  onPay: (method: CardMethod) => Promise<void> | void;
  submitLabel?: string;
  busyLabel?: string;
}) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const form = useZodForm(cardSchema, EMPTY_CARD);

  const send = async (card: CardOutput) => {
    if (busy) return undefined;
    await onPay({ type: 'scheme', ...card });
    return undefined;
  };

  return (
    <Form form={form} onSubmit={send} className="checkout-form" aria-label={t('pay.card')}>
      <FormTextField<CardValues>
        name="number"
        label={t('pay.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
        maxLength={23}
      />
      <FormTextField<CardValues>
        name="expiry"
        label={t('pay.expiry')}
        autoComplete="cc-exp"
        placeholder="MM/YY"
        isRequired
        maxLength={7}
      />
      <FormTextField<CardValues>
        name="cvc"
        label={t('pay.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        isRequired
        maxLength={4}
      />
      <FormTextField<CardValues>
        name="holder"
        label={t('pay.holder')}
        autoComplete="cc-name"
        isRequired
        maxLength={CARD_HOLDER_MAX_LENGTH}
      />
      <div className="ui-form__actions">
        <PayButton busy={busy} label={submitLabel ?? t('pay.pay')} busyLabel={busyLabel ?? t('pay.paying')} />
      </div>
    </Form>
  );
}
