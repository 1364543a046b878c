import { graphql } from '../../../lib/graphql/graphql.ts';

/** What a card of the fonts-in-use list shows. */
export const FontsInUseCardFragment = graphql(`
  fragment FontsInUseCard on FontsInUse {
    id
    title
    designer
    year
    category
    images { url width height alt }
    families { id title url }
  }
`);

/** A page of showcases, newest first, with the listing's filters. */
export const ReadFontsInUseQuery = graphql(
  `
  query ReadFontsInUse(
    $families: [ID!]
    $categories: [String!]
    $outputs: [String!]
    $languages: [String!]
    $countries: [String!]
    $page: Int
    $pageSize: Int
  ) {
    readFontsInUse(
      families: $families
      categories: $categories
      outputs: $outputs
      languages: $languages
      countries: $countries
      page: $page
      pageSize: $pageSize
    ) {
      nodes { id ...FontsInUseCard }
      pageInfo { hasNextPage nextPage }
    }
  }
`,
  [FontsInUseCardFragment],
);

/** One showcase for its detail page (page size 1). */
export const ReadFontsInUseDetailQuery = graphql(`
  query ReadFontsInUseDetail($id: ID!) {
    readFontsInUse(id: $id, pageSize: 1) {
      nodes {
        id
        title
        description
        designer
        designerUrl
        photoCredits
        year
        category
        output
        country
        languages
        encoding { title }
        families { id title url }
        images { url width height alt }
      }
    }
  }
`);

export const ReadFontsInUseFiltersQuery = graphql(`
  query ReadFontsInUseFilters {
    readFontsInUseFilters {
      families { id title }
      categories
      outputs
      languages
      countries
    }
  }
`);
