import type { Metadata } from 'next';
import { PriceCalculationsList } from '../../../../features/price-calculations/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Price Calculations' };

export default function PriceCalculationsPage() {
  return (
    <>
      <h1>{serverT()('priceCalculations.title')}</h1>
      <PriceCalculationsList />
    </>
  );
}
