'use client';

import { useCallback, useState } from 'react';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import {
  failureFromGraphqlErrors,
  type GraphqlFailure,
  networkFailure,
} from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { useTrack } from '../../lib/tracking/use-track.ts';
import { NewsletterSubscribeMutation } from './newsletter-subscribe-mutation.ts';

/** The tracking event of a successful sign-up (docs/shop-contract.md). */
export const NEWSLETTER_SIGN_UP_EVENT = 'Newsletter Sign Up';

export type NewsletterSignUpResult =
  | { ok: true }
  | { ok: false; failure: GraphqlFailure | { kind: 'captcha' } };

/**
 * Signs an address up: takes a captcha token (action 'newsletter') at submit time, runs
 * `newsletterSubscribe` and tracks the sign-up. `busy` covers the token and the call.
 */
export function useNewsletterSignUp() {
  const graphqlClient = useGraphqlClientLater();
  const captchaToken = useCaptcha();
  const track = useTrack();
  const [busy, setBusy] = useState(false);

  const signUp = useCallback(
    async (email: string): Promise<NewsletterSignUpResult> => {
      setBusy(true);
      try {
        let reCaptchaToken: string;
        try {
          reCaptchaToken = await captchaToken('newsletter');
        } catch {
          return { ok: false, failure: { kind: 'captcha' } };
        }
        const result = await (await graphqlClient())
          .mutation(NewsletterSubscribeMutation, { email, reCaptchaToken })
          .toPromise();
        if (result.error) {
          const { graphQLErrors, response } = result.error;
          const failure =
            graphQLErrors.length > 0
              ? failureFromGraphqlErrors(graphQLErrors)
              : networkFailure((response as Response | undefined)?.status ?? null);
          return { ok: false, failure };
        }
        track(NEWSLETTER_SIGN_UP_EVENT);
        return { ok: true };
      } finally {
        setBusy(false);
      }
    },
    [graphqlClient, captchaToken, track],
  );

  return { signUp, busy };
}
