import { graphql } from '../../lib/graphql/graphql.ts';

/** Who is signed in: the user, or code 1 without a session. */
export const ReadAuthUserQuery = graphql(`
  query ReadAuthUser {
    readUser {
      id
      email
    }
  }
`);

/** Signs out: ends the session and drops the cookie (true also without a session). */
export const DeleteTokenMutation = graphql(`
  mutation DeleteToken {
    deleteToken
  }
`);
