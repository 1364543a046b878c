import { graphql } from '../../lib/graphql/graphql.ts';

/** Shares the tester's state; the captcha token is taken when the visitor clicks Share. */
export const CreateFamilyShareMutation = graphql(`
  mutation CreateFamilyShare($data: JSON!, $reCaptchaToken: String!) {
    createFamilyShare(data: $data, reCaptchaToken: $reCaptchaToken) {
      id
      url
    }
  }
`);

/** A shared tester state, read on the server so the page's first render shows it. */
export const ReadFamilyShareQuery = graphql(`
  query ReadFamilyShare($id: ID!) {
    readFamilyShare(id: $id) {
      id
      data
      family {
        url
      }
    }
  }
`);
