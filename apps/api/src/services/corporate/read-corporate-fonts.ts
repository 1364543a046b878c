import type { CorporateCodeRow } from '../../repositories/corporate-repository.ts';
import type { FontProductNode } from '../products/font-product-node.ts';
import { priceFontSelections } from '../products/price-font-selections.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { usableCorporateCode } from './usable-corporate-code.ts';

/** What an access code unlocks: the company and its font products (base prices, with children). */
export interface CorporateFonts {
  code: CorporateCodeRow;
  products: FontProductNode[];
}

/** readCorporateFonts(code): 300/301/302 for a code that cannot be used now. */
export async function readCorporateFonts(
  input: { code: string },
  deps: Pick<ServiceDeps, 'repositories'>,
  now = new Date(),
): Promise<CorporateFonts> {
  const code = await usableCorporateCode(deps.repositories.corporate, input.code, now);
  const [priced] = await priceFontSelections(deps.repositories, [
    { productIds: code.productIds, licenses: [] },
  ]);
  const { productIds, ...row } = code;
  return { code: row, products: priced?.products ?? [] };
}
