import { AppError, ERROR_CODE } from '@foundry/errors';
import { keepCheckedCard } from './complete-card-check.ts';
import { type PaymentDeps, type PaymentOutcome, shopperReferenceOf } from './payment-deps.ts';
import { paymentMethodArgument } from './payment-input.ts';
import { cardCheckReference } from './payment-reference.ts';

/** Where the shopper returns after a card check's 3-D Secure page: the saved-cards page. */
export const STORED_CARDS_PATH = '/my_account/cards';

/**
 * Stores a card for the signed-in user through a zero-amount check with the provider. Authorised:
 * the card is kept (verified) and returned; RedirectShopper: the action, and verifyPayment keeps
 * the card after 3-D Secure; Refused: nothing is kept. Code 1 without a session.
 */
export async function addStoredCard(
  input: { paymentMethod?: unknown },
  deps: PaymentDeps,
): Promise<PaymentOutcome> {
  const viewer = deps.viewer;
  if (!viewer) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const method = paymentMethodArgument(input.paymentMethod, 'paymentMethod');
  if (method.type !== 'scheme') {
    throw new AppError(ERROR_CODE.ORDER_INVALID, {
      message: 'Only cards can be stored.',
      fields: { paymentMethod: 'Only cards can be stored.' },
    });
  }
  const { storedPaymentMethodId: _ignored, ...card } = method;
  const reference = cardCheckReference(viewer.id);
  const result = await deps.provider.makePayment({
    reference,
    idempotencyKey: reference,
    amount: { amount: 0, currency: 'EUR' },
    method: card,
    browserInfo: null,
    origin: null,
    returnUrl: `${deps.publicUrl}${STORED_CARDS_PATH}`,
    shopperReference: shopperReferenceOf(viewer.id),
    shopperEmail: viewer.email,
    countryCode: null,
    storePaymentMethod: true,
    storedPaymentMethodId: null,
  });
  const storedCard = await keepCheckedCard(viewer.id, result, deps);
  return {
    resultCode: result.resultCode,
    action: result.action,
    refusalReason: result.refusalReason,
    orderId: null,
    storedCard,
  };
}
