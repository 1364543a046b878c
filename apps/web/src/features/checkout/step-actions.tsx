'use client';

import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <div className="checkout-form__actions">
      <button type="button" className="link-button" onClick={onBack}>
        {t('checkout.back')}
      </button>
      <FormSubmit isDisabled={nextDisabled}>{t('checkout.next')}</FormSubmit>
    </div>
  );
}
