import { graphql } from '../../lib/graphql/graphql.ts';

/** A page of the club's webinars: upcoming and live first, then past (page size 100). */
export const ReadWebinarsQuery = graphql(`
  query ReadWebinars($page: Int, $pageSize: Int) {
    readWebinars(page: $page, pageSize: $pageSize) {
      nodes {
        id
        title
        subTitle
        description
        date
        duration
        live
        past
        link
        iCal
      }
      pageInfo {
        hasNextPage
        nextPage
      }
    }
  }
`);
