'use client';

import Link from 'next/link';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { useCartQuantity } from './cart-storage.ts';

/** How long the toast stays when nothing in it has focus. */
const SHOWN_MS = 4000;
let shown = 0;

/**
 * The mini-cart inside the toast: what was added, how many items the cart now holds, and the way there.
 * While its link has focus the toast stays: a keyboard user who tabbed to it must not lose it (and
 * their focus with it) to a timer.
 */
function AddedToCart({ message, id }: { message: string; id: string }) {
  const { t } = useTexts(BUYING_TEXTS);
  const count = useCartQuantity();
  return (
    <div className="added-to-cart" data-testid="added-to-cart">
      <p className="added-to-cart__message">{message}</p>
      <p className="added-to-cart__cart">
        {t('buying.miniCart.count', { count })}{' '}
        <Link
          href="/checkout"
          className="added-to-cart__link"
          onFocus={() => show(id, message, Number.POSITIVE_INFINITY)}
          onBlur={() => show(id, message, SHOWN_MS)}
        >
          {t('buying.miniCart.view')}
        </Link>
      </p>
    </div>
  );
}

function show(id: string, message: string, duration: number) {
  toast.success(<AddedToCart id={id} message={message} />, { id, duration });
}

/** Confirms an addition to the cart the same way for fonts and goods (a success toast with a mini-cart). */
export function showAddedToCart(message: string): void {
  shown += 1;
  show(`added-to-cart-${shown}`, message, SHOWN_MS);
}
