import { graphql } from '../../../lib/graphql/graphql.ts';

/** The non-empty glyph categories of a style, in a stable order. */
export const ReadGlyphsCategoriesQuery = graphql(`
  query ReadGlyphsCategories($styleID: ID!) {
    readGlyphsCategories(styleID: $styleID) {
      name
      count
    }
  }
`);
