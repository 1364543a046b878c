import { graphql } from '../../../lib/graphql/graphql.ts';
import { SchemaBlockFragment } from '../../page-blocks/index.ts';

/** The blocks of a static page or newsletter issue (story blocks plus person blocks). */
export const PageBlockFragment = graphql(
  `
  fragment PageBlockFields on PageBlock {
    __typename
    ... on StoryParagraphBlock { text }
    ... on StoryHeadlineBlock { text level }
    ... on StoryListBlock { items ordered }
    ... on StoryPullquoteBlock { text attribution }
    ... on StoryImageBlock { caption image { url width height alt } }
    ... on PersonBlock { name role about }
    ...SchemaBlockFields
  }
`,
  [SchemaBlockFragment],
);

/** One static page by url; the press page with its items, newest year first. */
export const ReadStaticPageQuery = graphql(
  `
  query ReadStaticPage($url: String!) {
    readStaticPages(url: $url, pageSize: 1) {
      nodes {
        __typename
        id
        url
        kind
        title
        description
        updatedAt
        blocks { ...PageBlockFields }
        ... on PressStaticPage {
          pressItems { id title author year category publicationName url downloadUrl languages }
        }
      }
    }
  }
`,
  [PageBlockFragment],
);

/** The licences the /licensing page lists under its text (names and what they are for). */
export const ReadLicencesForPageQuery = graphql(`
  query ReadLicencesForPage {
    readLicenses { id slug title description options { name title hide } }
  }
`);

export const ReadHolidayNoticeQuery = graphql(`
  query ReadHolidayNotice {
    readHolidayNotice { id notice start end }
  }
`);

export const ReadNewsletterPreviewQuery = graphql(
  `
  query ReadNewsletterPreview($id: ID!) {
    readNewsletterPreview(id: $id) {
      id
      subject
      preheader
      sentAt
      blocks { ...PageBlockFields }
    }
  }
`,
  [PageBlockFragment],
);
