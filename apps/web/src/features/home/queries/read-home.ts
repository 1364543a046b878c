import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';
import { ListedStoryFields } from '../../stories/index.ts';

/**
 * Everything the home page shows in one request: the hero's words and link, every family with its
 * faces (in the catalogue's order, newest first as the foundry sorts it), and the latest stories.
 */
export const ReadHomeQuery = graphql(
  `
  query ReadHome($familyCount: Int!, $storyCount: Int!) {
    readHomepageHero {
      id
      title
      link
    }
    readFamilies(page: 1, pageSize: $familyCount) {
      nodes {
        ...FamilyFaces
        summary
        supportedScripts
        preRelease
      }
    }
    readStories(page: 1, pageSize: $storyCount) {
      nodes {
        ...ListedStory
      }
    }
  }
`,
  [FamilyFacesFragment, ListedStoryFields],
);
