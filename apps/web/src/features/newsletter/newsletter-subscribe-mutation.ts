import { graphql } from '../../lib/graphql/graphql.ts';

/** The footer's sign-up (docs/shop-contract.md): the e-mail and the captcha token taken at submit time. */
export const NewsletterSubscribeMutation = graphql(`
  mutation NewsletterSubscribe($email: String!, $reCaptchaToken: String!) {
    newsletterSubscribe(email: $email, reCaptchaToken: $reCaptchaToken) {
      success
    }
  }
`);
