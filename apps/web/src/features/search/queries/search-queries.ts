import { graphql } from '../../../lib/graphql/graphql.ts';

/** What a result shows and links with: the entity found and the hit's category and snippet (docs/search.md). */
export const SearchHitFragment = graphql(`
  fragment SearchHitFields on SearchHit {
    category
    snippet
    node {
      __typename
      ... on Family { id title url }
      ... on PhysicalProduct { id title url }
      ... on Story { id title url type }
      ... on Author { id title url }
      ... on HelpItem { id title url }
      ... on GenericStaticPage { id title url }
    }
  }
`);

/** The header's quick search: the best hits of each category that has any. */
export const QuickSearchQuery = graphql(
  `
    query QuickSearch($term: String!) {
      quickSearch(term: $term) {
        category
        total
        hits {
          ...SearchHitFields
        }
      }
    }
  `,
  [SearchHitFragment],
);

/** One page of the results page, with the number of hits of every category (the tabs). */
export const SearchResultsQuery = graphql(
  `
    query SearchResults($term: String!, $categories: [SearchCategory!], $page: Int!, $pageSize: Int!) {
      search(term: $term, categories: $categories, page: $page, pageSize: $pageSize) {
        hits {
          ...SearchHitFields
        }
        pageInfo {
          hasNextPage
          nextPage
        }
        total
        counts {
          category
          total
        }
      }
    }
  `,
  [SearchHitFragment],
);
