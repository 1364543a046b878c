import { graphql } from '../../../lib/graphql/graphql.ts';
import { ListedStoryFields } from '../../stories/index.ts';

/** The authors list (one page of 500, by name). */
export const ReadAuthorsQuery = graphql(`
  query ReadAuthors($page: Int!, $pageSize: Int!) {
    readAuthors(page: $page, pageSize: $pageSize) {
      nodes {
        id
        url
        title
        about
        coverImage {
          url
          width
          height
          alt
        }
      }
      pageInfo {
        hasNextPage
        nextPage
      }
    }
  }
`);

/** One section of an author page: a page of their stories of one type. */
export const AuthorSectionFields = graphql(
  `
  fragment AuthorSection on StoryPage @_unmask {
    nodes {
      ...ListedStory
    }
    pageInfo {
      hasNextPage
      nextPage
    }
  }
`,
  [ListedStoryFields],
);

/** An author page: the author and the first section (6) of their stories of each type. */
export const ReadAuthorQuery = graphql(
  `
  query ReadAuthor($url: String!, $pageSize: Int!) {
    readAuthors(url: $url) {
      nodes {
        id
        url
        title
        about
        website
        coverImage {
          url
          width
          height
          alt
        }
        articles: stories(type: ARTICLE, pageSize: $pageSize) {
          ...AuthorSection
        }
        blog: stories(type: BLOG, pageSize: $pageSize) {
          ...AuthorSection
        }
        research: stories(type: RESEARCH, pageSize: $pageSize) {
          ...AuthorSection
        }
        movies: stories(type: MOVIE, pageSize: $pageSize) {
          ...AuthorSection
        }
      }
    }
  }
`,
  [AuthorSectionFields],
);

/** The next page of one section of an author page. */
export const ReadAuthorStoriesQuery = graphql(
  `
  query ReadAuthorStories($url: String!, $type: StoryType!, $page: Int!, $pageSize: Int!) {
    readAuthors(url: $url) {
      nodes {
        id
        stories(type: $type, page: $page, pageSize: $pageSize) {
          nodes {
            ...ListedStory
          }
          pageInfo {
            hasNextPage
            nextPage
          }
        }
      }
    }
  }
`,
  [ListedStoryFields],
);
