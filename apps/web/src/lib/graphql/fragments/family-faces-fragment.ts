import { graphql } from '../graphql.ts';

/**
 * What it takes to set a family in its own fonts (a card, a row of /testing or compare): its
 * styles and their preview files. The unicode-range subsets are not here: the family's stylesheet
 * declares them (lib/fonts/family-stylesheet.ts), so a list page does not carry them in its HTML.
 * Unmasked, so the fields read as if written in each query that spreads it.
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
    }
  }
`);
