import { graphql } from '../../../lib/graphql/graphql.ts';

/** A give-away's page by its url (null when there is none). */
export const ReadBooksGiveAwayQuery = graphql(`
  query ReadBooksGiveAway($url: String!) {
    readBooksGiveAway(url: $url) {
      id
      url
      title
      description
      coverImage { url width height alt }
      quantity
      remaining
      open
      endsAt
    }
  }
`);
