import type { Metadata } from 'next';
import { CartPage } from '../../features/checkout/cart-page.tsx';

export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

/** /checkout: the cart (docs/checkout.md). Everything is in the browser, so the page is a client view. */
export default function CheckoutCartPage() {
  return (
    <div className="page">
      <CartPage />
    </div>
  );
}
