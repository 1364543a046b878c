import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { StoredCardRepository, StoredCardRow } from '../../repositories/stored-card-repository.ts';

/**
 * One of the signed-in user's stored cards with its status ('verified' once the provider's check
 * passed). Code 1 without a session; 200 for someone else's or an unknown card.
 */
export async function verifyStoredCard(
  input: { id: string },
  deps: { storedCards: StoredCardRepository; viewer: SessionUser | null },
): Promise<StoredCardRow> {
  if (!deps.viewer) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const id = /^[1-9][0-9]{0,9}$/.test(input.id) ? Number(input.id) : Number.NaN;
  const card = Number.isSafeInteger(id) ? await deps.storedCards.findOwned(deps.viewer.id, id) : null;
  if (!card)
    throw new AppError(ERROR_CODE.ORDER_INVALID, { message: 'This card is not one of your stored cards.' });
  return card;
}
