import { AppError, ERROR_CODE } from '@foundry/errors';
import type { StoredCardRow } from '../../repositories/stored-card-repository.ts';
import type { MakePaymentInput } from './make-payment.ts';
import { payOrder } from './pay-order.ts';
import type { PaymentDeps, PaymentOutcome } from './payment-deps.ts';
import { paymentMethodArgument } from './payment-input.ts';

/**
 * Pays an order with a card the signed-in user stored: `method.storedPaymentMethodId` (or
 * `method.id`, the StoredCard id) must name one of their own verified cards. Codes: 1 without a
 * session; 200 for someone else's or an unknown card, or an order that can't be paid now (as makePayment);
 * 218 paid.
 */
export async function makeStoredCardPayment(
  input: MakePaymentInput,
  deps: PaymentDeps,
): Promise<PaymentOutcome> {
  const viewer = deps.viewer;
  if (!viewer) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const method = paymentMethodArgument(input.method);
  let card: StoredCardRow | null = null;
  if (typeof method.storedPaymentMethodId === 'string' && method.storedPaymentMethodId.length <= 4096) {
    card = await deps.storedCards.findOwnedByToken(viewer.id, method.storedPaymentMethodId);
  } else if (typeof method.id === 'string' && /^[1-9][0-9]{0,9}$/.test(method.id)) {
    card = await deps.storedCards.findOwned(viewer.id, Number(method.id));
  }
  if (card?.status !== 'verified' || card.provider !== deps.provider.name) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, {
      message: 'This card is not one of your stored cards.',
      fields: { method: 'Choose one of your stored cards.' },
    });
  }
  const { id: _id, ...rest } = method;
  return payOrder(
    { ...input, method: { ...rest, type: 'scheme' }, storedPaymentMethodId: card.storedPaymentMethodId },
    deps,
  );
}
