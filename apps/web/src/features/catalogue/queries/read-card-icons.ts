import { graphql } from '../../../lib/graphql/graphql.ts';

/** The first icons of an icon font's style, as outlines, for its card in the list. */
export const ReadCardIconsQuery = graphql(`
  query ReadCardIcons($styleID: ID!, $pageSize: Int!) {
    readGlyphs(styleID: $styleID, category: "Private use", page: 1, pageSize: $pageSize) {
      nodes {
        id
        name
        path
        viewBox
      }
    }
  }
`);
