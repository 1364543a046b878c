import { InputError } from '@foundry/errors';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** The highest price staff may set, in minor units (one million euros): a typo guard. */
const MAX_PRICE_AMOUNT = 100_000_000;

export interface ChangeFontProductPriceInput {
  productId: string;
  /** The new price in minor units (cents) of the product's currency. */
  amount: number;
}

/**
 * Staff's write of a font product's price. The catalogue's cached answers (families, prices,
 * search) go stale with it, so it tells the change feed, which reaches every API process.
 */
export async function changeFontProductPrice(
  input: ChangeFontProductPriceInput,
  deps: Pick<ServiceDeps, 'repositories'> & { changes: Pick<ChangeFeed, 'publishChange'> },
): Promise<{ productId: string; amount: number }> {
  const id = Number(input.productId);
  if (!Number.isSafeInteger(id) || id < 1) throw new InputError({ productId: 'Not a product id.' });
  if (!Number.isSafeInteger(input.amount) || input.amount < 0 || input.amount > MAX_PRICE_AMOUNT) {
    throw new InputError({ amount: 'A price is a whole number of cents from 0 to 100,000,000.' });
  }
  const product = await deps.repositories.products.setPrice(id, input.amount);
  if (!product) throw new InputError({ productId: 'No font product has this id.' });
  // The ids of a catalogue change are family ids; a collection's price may show on any family.
  await deps.changes.publishChange(
    product.familyId === null
      ? { topic: 'catalogue' }
      : { topic: 'catalogue', ids: [String(product.familyId)] },
  );
  return { productId: String(product.id), amount: input.amount };
}
