import { AppError, ERROR_CODE } from '@foundry/errors';

/** An order needs something to buy: no font and no physical selection is error 203. */
export function requireSelections(input: {
  familyProductSelections?: readonly unknown[] | null | undefined;
  physicalProductSelections?: readonly unknown[] | null | undefined;
}): void {
  const fonts = input.familyProductSelections?.length ?? 0;
  const physical = input.physicalProductSelections?.length ?? 0;
  if (fonts === 0 && physical === 0) throw new AppError(ERROR_CODE.FAMILY_AND_PHYSICAL_PRODUCTS_MISSING);
}
