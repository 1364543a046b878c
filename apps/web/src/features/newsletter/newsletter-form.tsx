'use client';

import { type NewsletterValues, newsletterSchema } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { SHOP_TEXTS } from '../../lib/i18n/areas/shop.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { useNewsletterSignUp } from './use-newsletter-sign-up.ts';

/**
 * The newsletter sign-up form of the footer and of the subscribe block (docs/site-chrome.md): the address is checked by the
 * newsletter schema (docs/forms.md), the captcha token is taken when the form is sent, success
 * shows the 'subscribe_success' toast and empties the field, a refusal shows its code's message.
 */
export function NewsletterForm() {
  const { t } = useTexts(SHOP_TEXTS);
  const { signUp } = useNewsletterSignUp();
  const form = useZodForm(newsletterSchema, { email: '' });

  const send = async ({ email }: NewsletterValues): Promise<FormRefusal | undefined> => {
    const result = await signUp(email);
    if (!result.ok) {
      const { failure } = result;
      return { message: failure.kind === 'captcha' ? messageKeyForCode(undefined) : failure.messageKey };
    }
    toast.success(t('footer.subscribe_success'));
    form.reset();
    return undefined;
  };

  return (
    <Form form={form} onSubmit={send} className="newsletter-form" aria-label={t('footer.newsletterLabel')}>
      <FormEmailField<NewsletterValues>
        name="email"
        label={t('footer.newsletterLabel')}
        isLabelHidden
        placeholder={t('footer.newsletterPlaceholder')}
      />
      <FormSubmit>{t('footer.subscribe')}</FormSubmit>
    </Form>
  );
}
