import { graphql } from '../../../lib/graphql/graphql.ts';
import { SchemaBlockFragment } from '../../page-blocks/index.ts';
import { StoryLinksFields } from './story-links.ts';

/** A story as a listing card shows it. */
export const ListedStoryFields = graphql(`
  fragment ListedStory on Story @_unmask {
    id
    url
    path
    title
    type
    researchCategory
    date
    description
    readingTime
    movieDuration
    language
    coverImage {
      url
      width
      height
      alt
    }
    authors {
      id
      url
      title
    }
  }
`);

/** One page of a story listing: /stories (by languages), a type's route, a research category. */
export const ReadStoriesQuery = graphql(
  `
  query ReadStories(
    $type: StoryType
    $languages: [String!]
    $researchCategory: ResearchCategory
    $page: Int!
    $pageSize: Int!
  ) {
    readStories(
      type: $type
      languages: $languages
      researchCategory: $researchCategory
      page: $page
      pageSize: $pageSize
    ) {
      nodes {
        ...ListedStory
      }
      pageInfo {
        hasNextPage
        nextPage
      }
    }
  }
`,
  [ListedStoryFields],
);

/** The languages of the /stories filter. */
export const ReadStoriesLanguagesQuery = graphql(`
  query ReadStoriesLanguages {
    readStoriesLanguages {
      code
      name
      storiesCount
    }
  }
`);

/** Everything a story page shows: its blocks, theme, authors, featured families and related stories. */
export const StoryDetailFields = graphql(
  `
  fragment StoryDetail on Story @_unmask {
    ...ListedStory
    ...StoryLinks
    categories
    wordsCount
    movieUrl
    theme
    backgroundColor
    blocks {
      __typename
      ... on StoryParagraphBlock {
        text
      }
      ... on StoryHeadlineBlock {
        text
        level
      }
      ... on StoryImageBlock {
        caption
        image {
          url
          width
          height
          alt
        }
      }
      ... on StoryPullquoteBlock {
        text
        attribution
      }
      ... on StoryListBlock {
        ordered
        items
      }
      ...SchemaBlockFields
    }
    featuredFamilies {
      id
      url
      title
    }
    relatedStories {
      ...ListedStory
    }
  }
`,
  [ListedStoryFields, SchemaBlockFragment, StoryLinksFields],
);

/** A story page (readStories with url). */
export const ReadStoryQuery = graphql(
  `
  query ReadStory($url: String!) {
    readStories(url: $url) {
      nodes {
        ...StoryDetail
      }
    }
  }
`,
  [StoryDetailFields],
);

/** A story, draft or not, for the holder of a preview link (never cached). */
export const ReadStoryPreviewQuery = graphql(
  `
  query ReadStoryPreview($token: String!) {
    readStoryPreview(token: $token) {
      ...StoryDetail
    }
  }
`,
  [StoryDetailFields],
);
