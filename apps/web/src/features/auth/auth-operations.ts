import type { PlainOperation } from '../../lib/graphql/post-operation.ts';

// The frame of every page sends these by plain fetch (it loads no GraphQL client), so they are text,
// not `graphql()` documents; `auth-operations.test.ts` checks their types against the schema.

/** Who is signed in: the user, or code 1 without a session. */
export const READ_AUTH_USER = {
  name: 'ReadAuthUser',
  query: 'query ReadAuthUser { readUser { id email } }',
} as const satisfies PlainOperation;

export interface ReadAuthUserData {
  readUser: { id: string; email: string };
}

/** Signs out: ends the session and drops the cookie (true also without a session). */
export const DELETE_TOKEN = {
  name: 'DeleteToken',
  query: 'mutation DeleteToken { deleteToken }',
} as const satisfies PlainOperation;

export interface DeleteTokenData {
  deleteToken: boolean;
}
