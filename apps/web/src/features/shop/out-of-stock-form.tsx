'use client';

import { type BackInStockValues, backInStockSchema } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { useId, useState } from 'react';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { SHOP_TEXTS } from '../../lib/i18n/areas/shop.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { useOutOfStockNotification } from './use-out-of-stock-notification.ts';

/**
 * Shown instead of 'Add to cart' when the chosen variant is sold out: an e-mail field checked by
 * `backInStockSchema` (docs/forms.md), and the captcha token taken when the form is submitted.
 * Success replaces the form with a thank-you that screen readers announce (role=status).
 */
export function OutOfStockForm({ productID, variation }: { productID: string; variation: string | null }) {
  const { t } = useTexts(SHOP_TEXTS);
  const { request } = useOutOfStockNotification();
  const [done, setDone] = useState(false);
  const id = useId();
  const form = useZodForm(backInStockSchema, { email: '' });

  if (done) {
    return (
      <p className="out-of-stock__done" role="status">
        {t('shop.outOfStock.success')}
      </p>
    );
  }

  const send = async ({ email }: { email: string }) => {
    const result = await request({ email, productID, variation });
    if (result.ok) {
      setDone(true);
      return undefined;
    }
    return {
      fieldErrors: result.fields ?? {},
      message:
        result.fields?.email !== undefined
          ? null
          : result.failure.kind === 'captcha'
            ? messageKeyForCode(undefined)
            : result.failure.messageKey,
    };
  };

  return (
    <Form form={form} onSubmit={send} className="out-of-stock" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="out-of-stock__title">
        {t('shop.outOfStock.title')}
      </h2>
      <p>{t('shop.outOfStock.intro')}</p>
      <div className="out-of-stock__row">
        <FormEmailField<BackInStockValues>
          name="email"
          label={t('shop.outOfStock.email')}
          placeholder={t('shop.outOfStock.placeholder')}
        />
        <FormSubmit variant="secondary">{t('shop.outOfStock.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
