import type { ProviderPaymentResult } from '../../integrations/payments/payment-provider.ts';
import type { StoredCardRow } from '../../repositories/stored-card-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * Keeps the card a zero-amount check stored (addStoredCard, directly or after 3-D Secure). The
 * same token twice (a replayed redirect) gives the card already kept, not a second one.
 */
export async function keepCheckedCard(
  userId: number,
  result: ProviderPaymentResult,
  deps: Pick<PaymentDeps, 'storedCards' | 'provider' | 'logger'>,
): Promise<StoredCardRow | null> {
  if (result.resultCode !== 'Authorised') return null;
  if (!result.storedCard) {
    deps.logger.warn(
      { pspReference: result.pspReference },
      'card check authorised without a stored payment method (enable recurring details in the provider)',
    );
    return null;
  }
  const known = await deps.storedCards.findOwnedByToken(userId, result.storedCard.storedPaymentMethodId);
  if (known) return known;
  return deps.storedCards.insert({
    userId,
    provider: deps.provider.name,
    status: 'verified',
    ...result.storedCard,
  });
}
