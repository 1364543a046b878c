import { graphql } from '../../lib/graphql/graphql.ts';

/** The confirm link of the double opt-in mail. */
export const NewsletterConfirmMutation = graphql(`
  mutation NewsletterConfirmSubscription($email: String!, $hash: String!) {
    newsletterConfirmSubscription(email: $email, hash: $hash)
  }
`);

/** The unsubscribe link of a newsletter mail. */
export const NewsletterUnsubscribeMutation = graphql(`
  mutation NewsletterUnsubscribe($email: String!, $hash: String!) {
    newsletterUnsubscribe(email: $email, hash: $hash)
  }
`);
