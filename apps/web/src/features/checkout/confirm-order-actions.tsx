'use client';

import { useFormState } from 'react-hook-form';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { PRICE_CALCULATIONS_TEXTS } from '../../lib/i18n/areas/price-calculations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';

/** The value of the button that saves the order as a price calculation (a quote) instead. */
export const SAVE_AS_QUOTE = 'price-calculation';

/**
 * The foot of the confirm step's Form: back, place the order and, where a quote is offered, save it
 * as a price calculation. The pressed button is busy while the form is sent (`quoting` says which).
 */
export function ConfirmOrderActions({
  onBack,
  isDisabled,
  offersPriceCalculation,
  quoting,
}: {
  onBack: () => void;
  isDisabled: boolean;
  offersPriceCalculation: boolean;
  quoting: boolean;
}) {
  const { t } = useTexts(CHECKOUT_TEXTS, PRICE_CALCULATIONS_TEXTS);
  const { isSubmitting } = useFormState();
  const placing = isSubmitting && !quoting;
  const saving = isSubmitting && quoting;
  return (
    <div className="checkout-form__actions">
      <button type="button" className="checkout-link-button" onClick={onBack}>
        {t('checkout.back')}
      </button>
      <Button type="submit" name="intent" value="order" busy={placing} isDisabled={isDisabled}>
        {placing ? t('checkout.placingOrder') : t('checkout.placeOrder')}
      </Button>
      {/* After the order button, so Enter (the form's default button) places the order. */}
      {offersPriceCalculation ? (
        <Button
          type="submit"
          name="intent"
          value={SAVE_AS_QUOTE}
          variant="secondary"
          busy={saving}
          isDisabled={isDisabled || placing}
          aria-describedby="price-calculation-note"
        >
          {saving ? t('priceCalculations.saving') : t('priceCalculations.save')}
        </Button>
      ) : null}
    </div>
  );
}
