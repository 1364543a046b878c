import { graphql } from '../../../lib/graphql/graphql.ts';
import { GlyphPageFields } from '../../glyphs/index.ts';

/** One page of an icon font's icons (its private-use glyphs), optionally those whose name contains `search`. */
export const ReadIconsQuery = graphql(
  `
  query ReadIcons($styleID: ID!, $search: String, $page: Int!, $pageSize: Int!) {
    readGlyphs(styleID: $styleID, category: "Private use", search: $search, page: $page, pageSize: $pageSize) {
      ...GlyphPageFields
    }
  }
`,
  [GlyphPageFields],
);
