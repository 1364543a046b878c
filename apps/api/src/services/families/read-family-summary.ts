import type DataLoader from 'dataloader';
import type { FamilyEncodingRow, FamilyProductRow, StyleRow } from '../../repositories/family-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { VariableFontRow } from '../../repositories/variable-font-repository.ts';
import { type FamilyPrices, familyPrices } from './family-prices.ts';
import { shownStyles } from './family-styles.ts';
import { findFamily } from './find-family.ts';
import type { FamilyNode } from './read-families.ts';

export interface FamilySummary {
  family: FamilyNode;
  stylesCount: number;
  encodingIds: number[];
  glyphCount: number;
  formats: string[];
  variable: boolean;
  variableFontsCount: number;
  prices: FamilyPrices;
}

type SummaryContext = {
  repositories: Pick<Repositories, 'families' | 'familyReads'>;
  loaders: {
    stylesByFamily: Pick<DataLoader<number, StyleRow[]>, 'load'>;
    familyEncodingsByFamily: Pick<DataLoader<number, FamilyEncodingRow[]>, 'load'>;
    variableFontsByFamily: DataLoader<number, VariableFontRow[]>;
    productsByFamily: Pick<DataLoader<number, FamilyProductRow[]>, 'load'>;
  };
};

/**
 * The facts box of a family page, in the family's own encoding: how many styles, the largest glyph
 * set, every encoding drawn, the file formats shipped, whether it is variable, and its "from" prices.
 */
export async function readFamilySummary(
  args: { familyID: string | number },
  context: SummaryContext,
): Promise<FamilySummary | null> {
  const family = await findFamily(context.repositories, args);
  if (!family) return null;
  const [styles, familyEncodings, variableFonts, products, formats] = await Promise.all([
    context.loaders.stylesByFamily.load(family.id),
    context.loaders.familyEncodingsByFamily.load(family.id),
    context.loaders.variableFontsByFamily.load(family.id),
    context.loaders.productsByFamily.load(family.id),
    context.repositories.familyReads.formatsOf(family.id),
  ]);
  const shown = shownStyles(styles, family.encodingId);
  const encodingIds = familyEncodings.map((row) => row.encodingId);
  if (encodingIds.length === 0 && family.encodingId !== null) encodingIds.push(family.encodingId);
  const glyphCounts = [...shown, ...variableFonts].map((font) => font.glyphCount);
  return {
    family,
    stylesCount: shown.length,
    encodingIds,
    glyphCount: glyphCounts.length === 0 ? 0 : Math.max(...glyphCounts),
    formats,
    variable: variableFonts.length > 0,
    variableFontsCount: variableFonts.length,
    prices: familyPrices(products, family.encodingId),
  };
}
