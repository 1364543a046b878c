'use client';

import { useCallback, useState } from 'react';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { GraphqlFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { DownloadTrialFamilyMutation } from './queries/download-trial-family.ts';

/** The captcha action the API checks for trial downloads. */
export const TRIAL_CAPTCHA_ACTION = 'trial';

export type TrialDownloadResult =
  | { ok: true; file: string }
  | { ok: false; failure: GraphqlFailure | { kind: 'captcha' } };

/**
 * Downloads a family's trial: the captcha token at click time (v3 tokens expire), then
 * downloadTrialFamily, which answers once the ZIP is built. `busy` covers both.
 */
export function useTrialDownload() {
  const graphqlClient = useGraphqlClientLater();
  const captchaToken = useCaptcha();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (input: {
      productID: string;
      encodingIDs: string[];
      preRelease: boolean;
    }): Promise<TrialDownloadResult> => {
      setBusy(true);
      try {
        let token: string;
        try {
          token = await captchaToken(TRIAL_CAPTCHA_ACTION);
        } catch {
          return { ok: false, failure: { kind: 'captcha' } };
        }
        const result = await (await graphqlClient())
          .mutation(DownloadTrialFamilyMutation, { ...input, token })
          .toPromise();
        if (result.error) return { ok: false, failure: failureOfOperation(result.error) };
        const file = result.data?.downloadTrialFamily.file;
        if (!file) return { ok: false, failure: { kind: 'captcha' } };
        return { ok: true, file };
      } finally {
        setBusy(false);
      }
    },
    [graphqlClient, captchaToken],
  );

  return { download, busy };
}
