import type { SessionUser } from '../../repositories/session-repository.ts';
import type { StoredCardRepository, StoredCardRow } from '../../repositories/stored-card-repository.ts';
import { verifyStoredCard } from './verify-stored-card.ts';

/**
 * Makes one of the signed-in user's cards their default and returns all their cards. Codes: 1
 * without a session; 200 for someone else's or an unknown card.
 */
export async function updateDefaultStoredCard(
  input: { id: string },
  deps: { storedCards: StoredCardRepository; viewer: SessionUser | null },
): Promise<StoredCardRow[]> {
  const card = await verifyStoredCard(input, deps);
  await deps.storedCards.setDefault(card.userId, card.id);
  return deps.storedCards.listForUser(card.userId);
}
