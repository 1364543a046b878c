// The public surface of the price-calculations feature: what routes and other features import from it.

export { canSavePriceCalculation } from './can-save-price-calculation.ts';
export { PriceCalculationsList } from './price-calculations-list.tsx';
