'use client';

import { useCallback, useState } from 'react';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { CreateFamilyShareMutation } from './family-share-queries.ts';

export type FamilyShareState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'shared'; url: string }
  | { status: 'failed'; reason: 'captcha' | 'api' };

/**
 * Creates a share of the tester's state: the captcha token (action 'family_share') is taken at the
 * click, then createFamilyShare answers the link.
 */
export function useFamilyShare() {
  const graphqlClient = useGraphqlClientLater();
  const captchaToken = useCaptcha();
  const [state, setState] = useState<FamilyShareState>({ status: 'idle' });

  const share = useCallback(
    async (data: Record<string, unknown>) => {
      setState({ status: 'busy' });
      let reCaptchaToken: string;
      try {
        reCaptchaToken = await captchaToken('family_share');
      } catch {
        setState({ status: 'failed', reason: 'captcha' });
        return;
      }
      const result = await (await graphqlClient())
        .mutation(CreateFamilyShareMutation, { data, reCaptchaToken })
        .toPromise();
      const url = result.data?.createFamilyShare.url;
      setState(url && !result.error ? { status: 'shared', url } : { status: 'failed', reason: 'api' });
    },
    [graphqlClient, captchaToken],
  );

  return { state, share };
}
