import type { Metadata } from 'next';
import { CheckoutFlow } from '../../../features/checkout/checkout-flow.tsx';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** /checkout/edit: the checkout steps (docs/checkout.md). */
export default function CheckoutStepsPage() {
  return (
    <div className="page">
      <CheckoutFlow />
    </div>
  );
}
