import { graphql } from '../../lib/graphql/graphql.ts';

/** Sign-in (docs/shop-contract.md): a refusal is `valid: false` with a status and a message, not an error. */
export const CreateTokenMutation = graphql(`
  mutation CreateToken($email: String!, $password: String!, $stayLoggedIn: Boolean) {
    createToken(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {
      valid
      status
      message
      user {
        id
        email
        name
      }
    }
  }
`);

/** Sign-up: registers and signs in (through a give-away's page also claims a copy); the captcha token is taken at submit time (action 'signup'). */
export const CreateUserMutation = graphql(`
  mutation CreateUser($password: String!, $userInfo: UserInfoInput!, $token: String!, $booksGiveAwayID: Int) {
    createUser(password: $password, userInfo: $userInfo, token: $token, booksGiveAwayID: $booksGiveAwayID) {
      id
      email
      name
    }
  }
`);
