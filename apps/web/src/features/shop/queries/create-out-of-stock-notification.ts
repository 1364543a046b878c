import { graphql } from '../../../lib/graphql/graphql.ts';

/** "Tell me when it is back" for a sold-out variant; the captcha token is taken at submit time. */
export const CreateOutOfStockNotificationMutation = graphql(`
  mutation CreateOutOfStockNotification($email: String!, $productID: ID!, $variation: ID, $token: String) {
    createOutOfStockNotification(email: $email, productID: $productID, variation: $variation, token: $token)
  }
`);
