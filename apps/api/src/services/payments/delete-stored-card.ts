import { AppError, ERROR_CODE } from '@foundry/errors';
import type { StoredCardRow } from '../../repositories/stored-card-repository.ts';
import { type PaymentDeps, shopperReferenceOf } from './payment-deps.ts';
import { verifyStoredCard } from './verify-stored-card.ts';

/**
 * Forgets one of the signed-in user's cards, at the provider first (so no token outlives the
 * shopper's wish), then here. Returns the user's remaining cards. Codes: 1 without a session; 200
 * for someone else's or an unknown card.
 */
export async function deleteStoredCard(
  input: { id: string },
  deps: Pick<PaymentDeps, 'storedCards' | 'provider' | 'viewer'>,
): Promise<StoredCardRow[]> {
  const card = await verifyStoredCard(input, deps);
  const userId = card.userId;
  if (card.provider === deps.provider.name) {
    await deps.provider.removeStoredCard({
      storedPaymentMethodId: card.storedPaymentMethodId,
      shopperReference: shopperReferenceOf(userId),
    });
  }
  if (!(await deps.storedCards.deleteOwned(userId, card.id))) throw new AppError(ERROR_CODE.ORDER_INVALID);
  return deps.storedCards.listForUser(userId);
}
