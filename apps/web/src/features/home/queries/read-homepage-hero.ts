import { graphql } from '../../../lib/graphql/graphql.ts';

/** The hero of the home page: an image, or a video (two kinds) with an optional poster image. */
export const ReadHomepageHeroQuery = graphql(`
  query ReadHomepageHero {
    readHomepageHero {
      id
      kind
      title
      link
      video
      image {
        url
        alt
        width
        height
      }
    }
  }
`);
