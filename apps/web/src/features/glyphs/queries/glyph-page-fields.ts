import { PageInfoFields } from '../../../lib/graphql/fragments/page-info-fields.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of glyphs with their SVG outlines, as the glyph and icon browsers list them. Unmasked. */
export const GlyphPageFields = graphql(
  `
  fragment GlyphPageFields on GlyphPage @_unmask {
    nodes {
      id
      name
      codePoint
      unicode
      path
      viewBox
    }
    pageInfo {
      ...PageInfoFields
    }
  }
`,
  [PageInfoFields],
);
