import { graphql } from '../graphql.ts';

/**
 * What it takes to set a family in its own fonts (a card, a row of /testing or compare): its
 * styles' files and their unicode-range subsets. Unmasked, so the fields read as if written in
 * each query that spreads it.
 */
export const FamilyFacesFragment = graphql(`
  fragment FamilyFaces on Family @_unmask {
    id
    title
    url
    isIconFamily
    defaultStyle {
      id
    }
    styles {
      id
      title
      weight
      italic
      fontURL
      glyphCount
      subsets {
        id
        url
        unicodeRanges
      }
    }
  }
`);
