import type { Payments } from '../../integrations/payments/create-payments.ts';
import type { Logger } from '../../logger.ts';
import type { StoredCardRepository } from '../../repositories/stored-card-repository.ts';
import { shopperReferenceOf } from '../payments/payment-deps.ts';

/**
 * Asks the payment provider to forget the user's stored cards before their account goes (closing
 * it or erasing it). A card the provider will not remove is logged for cleanup; the account still goes.
 */
export async function forgetStoredCards(
  userId: number,
  deps: { storedCards: Pick<StoredCardRepository, 'listForUser'>; payments: Payments; logger: Logger },
): Promise<void> {
  const provider = deps.payments.provider;
  for (const card of await deps.storedCards.listForUser(userId)) {
    if (card.provider !== provider.name) continue;
    try {
      await provider.removeStoredCard({
        storedPaymentMethodId: card.storedPaymentMethodId,
        shopperReference: shopperReferenceOf(userId),
      });
    } catch (error) {
      deps.logger.error({ err: error, userId, cardId: card.id }, 'stored card not removed at provider');
    }
  }
}
