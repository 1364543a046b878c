import { graphql } from '../../lib/graphql/graphql.ts';

/** The flags the account menu needs (club, affiliate programme) and the name it greets with. */
export const ReadAccountMenuUserQuery = graphql(`
  query ReadAccountMenuUser {
    readUser {
      id
      email
      name
      club
      showAffiliateProgramme
    }
  }
`);
