'use client';

import Link from 'next/link';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCartQuantity } from './cart-storage.ts';
import './added-to-cart-toast.css';

/** The mini-cart inside the toast: what was added, how many items the cart now holds, and the way there. */
function AddedToCart({ message }: { message: string }) {
  const { t } = useTranslation();
  const count = useCartQuantity();
  return (
    <div className="added-to-cart" data-testid="added-to-cart">
      <p className="added-to-cart__message">{message}</p>
      <p className="added-to-cart__cart">
        {t('buying.miniCart.count', { count })}{' '}
        <Link href="/checkout" className="added-to-cart__link">
          {t('buying.miniCart.view')}
        </Link>
      </p>
    </div>
  );
}

/** Confirms an addition to the cart the same way for fonts and goods (a success toast with a mini-cart). */
export function showAddedToCart(message: string): void {
  toast.success(<AddedToCart message={message} />);
}
