import { PRICE_CALCULATIONS_EN } from '../locales/en/price-calculations.ts';
import { defineTextArea } from '../text-area.ts';

export const PRICE_CALCULATIONS_TEXTS = defineTextArea('price-calculations', {
  priceCalculations: PRICE_CALCULATIONS_EN,
});
