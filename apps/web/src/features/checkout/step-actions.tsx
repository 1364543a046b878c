'use client';

import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { FormSubmit } from '../../ui/form-submit.tsx';

/**
 * The foot of a checkout step's Form: back to the previous step, and "next" that submits the form
 * (busy while it is sent).
 */
export function StepActions({
  onBack,
  nextDisabled = false,
}: {
  onBack: () => void;
  nextDisabled?: boolean;
}) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  return (
    <div className="checkout-form__actions">
      <button type="button" className="checkout-link-button" onClick={onBack}>
        {t('checkout.back')}
      </button>
      <FormSubmit isDisabled={nextDisabled}>{t('checkout.next')}</FormSubmit>
    </div>
  );
}
