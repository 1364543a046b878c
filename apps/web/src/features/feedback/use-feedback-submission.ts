'use client';

import { FEEDBACK_SUCCESS_RESET_MS } from '@foundry/domain/feedback/feedback-message';
import { messageKeyForCode } from '@foundry/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { graphqlEndpoint } from '../../lib/env/runtime-config.ts';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { uploadFiles } from '../../lib/upload/upload-files.ts';
import { CreateFamilyFeedbackMutation } from './create-family-feedback-mutation.ts';

/** Spec section 4: idle, loading, finished. */
export type FeedbackStatus = 'idle' | 'loading' | 'finished';

/** The upload route of the feedback images (docs/shop-contract.md). */
export const FEEDBACK_UPLOAD_PATH = '/familyfeedback/uploadFeedback';

export interface FeedbackValues {
  message: string;
  images: readonly File[];
}

/**
 * Sends a family's feedback (docs/site-chrome.md): the images are uploaded first, then the mutation
 * carries the message, the file ids and a captcha token (action 'feedback'). A second submit while
 * one is loading is ignored (answers false). Success shows 'finished' for 2 seconds, then idle; a
 * failure goes straight back to idle and is thrown for the form to show.
 */
export function useFeedbackSubmission(familyID: string) {
  const graphqlClient = useGraphqlClientLater();
  const config = useRuntimeConfig();
  const captchaToken = useCaptcha();
  const { i18n } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus>('idle');
  // The state updates after a render; the ref stops a second submit of the same tick.
  const busy = useRef(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const submit = useCallback(
    async ({ message, images }: FeedbackValues): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      clearTimeout(resetTimer.current);
      setStatus('loading');
      try {
        const fileIDs = await uploadFiles({
          graphqlUrl: graphqlEndpoint(config),
          path: FEEDBACK_UPLOAD_PATH,
          files: images,
        });
        const token = await captchaToken('feedback');
        const result = await (await graphqlClient())
          .mutation(CreateFamilyFeedbackMutation, { familyID, message, images: fileIDs, token })
          .toPromise();
        if (result.error) {
          const first = result.error.graphQLErrors[0];
          if (!first) throw new Error(i18n.t(messageKeyForCode(undefined)));
          // A field message from the server says what to fix; otherwise the message of the code.
          const fields = first.extensions?.fields as Record<string, string> | undefined;
          const fieldMessage = fields ? Object.values(fields)[0] : undefined;
          throw new Error(fieldMessage ?? i18n.t(messageKeyForCode(first.extensions?.code)));
        }
        setStatus('finished');
        resetTimer.current = setTimeout(() => setStatus('idle'), FEEDBACK_SUCCESS_RESET_MS);
        return true;
      } catch (error) {
        setStatus('idle');
        throw error;
      } finally {
        busy.current = false;
      }
    },
    [graphqlClient, config, captchaToken, familyID, i18n],
  );

  return { status, submit };
}
