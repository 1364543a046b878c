import { graphql } from '../../../lib/graphql/graphql.ts';

/** The newest stories for /rss. */
export const ReadFeedStoriesQuery = graphql(`
  query ReadFeedStories($pageSize: Int!) {
    readStories(page: 1, pageSize: $pageSize) {
      nodes {
        id
        title
        path
        date
        description
        categories
        authors {
          id
          title
        }
      }
    }
  }
`);
