'use client';

import { useCallback, useEffect } from 'react';
import { useRuntimeConfig } from '../env/runtime-config-provider.tsx';
import { getCaptchaToken } from './get-captcha-token.ts';
import { loadRecaptchaScript } from './load-recaptcha-script.ts';

/**
 * For a form that needs a captcha: starts the script load when the form mounts (v3 scores what the
 * visitor did on the page, and the submit need not wait for the download) and returns the token
 * getter to call at submit time.
 */
export function useCaptcha(): (action: string) => Promise<string> {
  const { recaptchaSiteKey } = useRuntimeConfig();
  useEffect(() => {
    // A failure here is reported by the submit that needs the token.
    if (recaptchaSiteKey) loadRecaptchaScript(recaptchaSiteKey).catch(() => undefined);
  }, [recaptchaSiteKey]);
  return useCallback((action: string) => getCaptchaToken(action, recaptchaSiteKey), [recaptchaSiteKey]);
}
