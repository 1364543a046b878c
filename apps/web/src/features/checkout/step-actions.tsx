'use client';

import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

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
      <Button type="submit" isDisabled={nextDisabled}>
        {t('checkout.next')}
      </Button>
    </div>
  );
}
