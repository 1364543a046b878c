import { graphql } from '../../../lib/graphql/graphql.ts';

/** Every family's slug and title, for "Add a font" on the compare page. */
export const ReadCompareCandidatesQuery = graphql(`
  query ReadCompareCandidates($pageSize: Int!) {
    readFamilies(page: 1, pageSize: $pageSize) {
      nodes {
        id
        url
        title
      }
    }
  }
`);
