import { graphql } from '../../../lib/graphql/graphql.ts';
import { FamilyFacesFragment } from '../../catalogue/index.ts';

/** One page of case studies for /fonts/custom: cover, title, client and summary. */
export const ReadCaseStudiesQuery = graphql(`
  query ReadCaseStudies($page: Int!, $pageSize: Int!) {
    readCustomFontsCaseStudies(page: $page, pageSize: $pageSize) {
      nodes {
        id
        url
        title
        client
        summary
        year
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

/** One case study by its url, with its families set in their own fonts on the page. */
export const ReadCaseStudyQuery = graphql(
  `
  query ReadCaseStudy($url: String!) {
    readCustomFontsCaseStudies(url: $url) {
      nodes {
        id
        url
        title
        client
        summary
        body
        year
        services
        coverImage {
          url
          width
          height
          alt
        }
        images {
          url
          width
          height
          alt
        }
        families {
          ...FamilyFaces
        }
      }
    }
  }
`,
  [FamilyFacesFragment],
);
