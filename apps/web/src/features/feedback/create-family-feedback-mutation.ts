import { graphql } from '../../lib/graphql/graphql.ts';

/** The family page's feedback (docs/shop-contract.md): the message, the uploaded file ids and a captcha token. */
export const CreateFamilyFeedbackMutation = graphql(`
  mutation CreateFamilyFeedback($familyID: ID!, $message: String!, $images: [String!], $token: String!) {
    createFamilyFeedback(familyID: $familyID, message: $message, images: $images, token: $token)
  }
`);
