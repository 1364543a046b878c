import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { ImageFields } from '../../../lib/graphql/fragments/image-fields.ts';
import { PageInfoFields } from '../../../lib/graphql/fragments/page-info-fields.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of case studies for /fonts/custom: cover, title, client and summary. */
export const ReadCaseStudiesQuery = graphql(
  `
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
          ...ImageFields
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`,
  [ImageFields, PageInfoFields],
);

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
          ...ImageFields
        }
        images {
          ...ImageFields
        }
        families {
          ...FamilyFaces
        }
      }
    }
  }
`,
  [FamilyFacesFragment, ImageFields],
);
