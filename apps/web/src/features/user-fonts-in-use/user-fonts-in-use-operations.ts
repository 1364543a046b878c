import { graphql, type ResultOf } from '../../lib/graphql/graphql.ts';

/** The account list of the customer's own projects (paged, newest first). */
export const ReadUserFontsInUseQuery = graphql(`
  query ReadUserFontsInUse($page: Int, $pageSize: Int) {
    readUserFontsInUse(page: $page, pageSize: $pageSize) {
      nodes {
        id
        url
        title
        year
        status
        families { id title }
        images { url width height alt }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`);

export type UserFontsInUseListItem = ResultOf<
  typeof ReadUserFontsInUseQuery
>['readUserFontsInUse']['nodes'][number];

/** One of the customer's projects, for its edit form. */
export const ReadUserFontsInUseProjectQuery = graphql(`
  query ReadUserFontsInUseProject($id: ID!) {
    readUserFontsInUseProject(id: $id) {
      id
      title
      description
      designer
      designerUrl
      photoCredits
      year
      status
      category
      output
      country
      languages
      families { id }
      images { url width height alt }
      fileIDs
    }
  }
`);

export type UserFontsInUseProject = ResultOf<
  typeof ReadUserFontsInUseProjectQuery
>['readUserFontsInUseProject'];

/** What the form offers to choose from: every family (a foundry has dozens) and the countries. */
export const ReadFontsInUseFormOptionsQuery = graphql(`
  query ReadFontsInUseFormOptions {
    readFamilies(pageSize: 500) { nodes { id title } }
    readCountries { code title }
  }
`);

export const CreateUserFontsInUseMutation = graphql(`
  mutation CreateUserFontsInUse($data: UserFontsInUseInput!, $reCaptchaToken: String) {
    createUserFontsInUse(data: $data, reCaptchaToken: $reCaptchaToken) { id url status }
  }
`);

export const UpdateUserFontsInUseMutation = graphql(`
  mutation UpdateUserFontsInUse($id: ID!, $data: UserFontsInUseInput!) {
    updateUserFontsInUse(id: $id, data: $data) { id url status }
  }
`);

export const DeleteUserFontsInUseMutation = graphql(`
  mutation DeleteUserFontsInUse($id: ID!) {
    deleteUserFontsInUse(id: $id)
  }
`);
