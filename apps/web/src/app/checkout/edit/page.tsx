import type { Metadata } from 'next';
import { CheckoutFlow } from '../../../features/checkout/index.ts';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** /checkout/edit: the checkout steps (docs/checkout.md). */
export default function CheckoutStepsPage() {
  return (
    <div className="page">
      <CheckoutFlow />
    </div>
  );
}
