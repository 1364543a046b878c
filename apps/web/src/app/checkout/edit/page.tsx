import type { Metadata } from 'next';
import { CheckoutFlow } from '../../../features/checkout/index.ts';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

/** /checkout/edit: the checkout steps (spec section 2.2). */
export default function CheckoutStepsPage() {
  return (
    <div className="page">
      <CheckoutFlow />
    </div>
  );
}
