import { graphql } from '../../../lib/graphql/graphql.ts';
import { GlyphPageFields } from './glyph-page-fields.ts';

/** One page of a style's glyphs in a category or found by a search, with SVG outlines. */
export const ReadGlyphsQuery = graphql(
  `
  query ReadGlyphs($styleID: ID!, $category: String, $search: String, $page: Int!, $pageSize: Int!) {
    readGlyphs(styleID: $styleID, category: $category, search: $search, page: $page, pageSize: $pageSize) {
      ...GlyphPageFields
    }
  }
`,
  [GlyphPageFields],
);
