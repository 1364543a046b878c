import { graphql } from '../../lib/graphql/graphql.ts';

/** The footer's sign-up (spec section 7): the e-mail and the captcha token taken at submit time. */
export const NewsletterSubscribeMutation = graphql(`
  mutation NewsletterSubscribe($email: String!, $reCaptchaToken: String!) {
    newsletterSubscribe(email: $email, reCaptchaToken: $reCaptchaToken) {
      success
    }
  }
`);
