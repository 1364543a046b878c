import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** What a story page links to: its series, its translations and the families it features. */
export const StoryLinksFields = graphql(
  `
  fragment StoryLinks on Story @_unmask {
    thumbnail {
      url
      width
      height
      alt
    }
    series {
      id
      title
      url
      stories {
        id
        title
        path
      }
    }
    translations {
      id
      title
      path
      language
    }
    featuredFamilies {
      ...FamilyFaces
    }
  }
`,
  [FamilyFacesFragment],
);
