import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadGlyphsCategoriesQuery } from './queries/read-glyphs-categories.ts';

/** A style's glyph categories for the tabs; an API failure leaves the glyphs section empty, not the page. */
export async function loadGlyphCategories(styleID: string): Promise<{ name: string; count: number }[]> {
  const result = await serverQuery(
    ReadGlyphsCategoriesQuery,
    { styleID },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  return result.ok ? result.data.readGlyphsCategories : [];
}
