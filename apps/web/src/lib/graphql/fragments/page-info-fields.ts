import { graphql } from '../graphql.ts';

/** Where a paged list goes on: whether there is a next page and its number. Unmasked. */
export const PageInfoFields = graphql(`
  fragment PageInfoFields on PageInfo @_unmask {
    hasNextPage
    nextPage
  }
`);
