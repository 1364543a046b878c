'use client';

import { useTranslation } from 'react-i18next';

/** The foot of a checkout step's form: back to the previous step, and "next" that submits the form. */
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
      <button type="submit" className="button" disabled={nextDisabled}>
        {t('checkout.next')}
      </button>
    </div>
  );
}
