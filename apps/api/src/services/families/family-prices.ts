import { type Money, money } from '@foundry/domain/money/money';
import type { FamilyProductRow } from '../../repositories/family-repository.ts';

export interface FamilyPrices {
  basicStyle: Money | null;
  basicFamily: Money | null;
  oldBasicStyle: Money | null;
  oldBasicFamily: Money | null;
}

function cheapest(rows: FamilyProductRow[]): FamilyProductRow | undefined {
  return rows.reduce<FamilyProductRow | undefined>(
    (best, row) => (best === undefined || row.priceAmount < best.priceAmount ? row : best),
    undefined,
  );
}

/**
 * The "from" prices a family card shows: the cheapest single style and the complete family, in the
 * encoding shown (products without an encoding apply to every encoding), with their old prices.
 */
export function familyPrices(products: FamilyProductRow[], encodingId: number | null): FamilyPrices {
  const shown = products.filter(
    (row) => encodingId === null || row.encodingId === null || row.encodingId === encodingId,
  );
  const style = cheapest(shown.filter((row) => row.kind === 'FONT'));
  const family = cheapest(shown.filter((row) => row.kind === 'FAMILY'));
  const price = (row: FamilyProductRow | undefined) => (row ? money(row.priceAmount, row.currency) : null);
  const oldPrice = (row: FamilyProductRow | undefined) =>
    row?.oldPriceAmount != null ? money(row.oldPriceAmount, row.currency) : null;
  return {
    basicStyle: price(style),
    basicFamily: price(family),
    oldBasicStyle: oldPrice(style),
    oldBasicFamily: oldPrice(family),
  };
}
