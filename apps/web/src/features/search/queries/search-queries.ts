import { graphql } from '../../../lib/graphql/graphql.ts';

/** What a result shows and links with, whatever it is (docs/search.md). */
export const SearchHitFragment = graphql(`
  fragment SearchHitFields on SearchResult {
    __typename
    ... on SearchHit {
      id
      title
      url
      description
      category
    }
    ... on SearchStory {
      type
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
        nodes {
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
        nodes {
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
