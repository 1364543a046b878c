import type { RecaptchaConfig } from '../../config.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

/** How long the siteverify call may take before the token counts as unverified. */
const VERIFY_TIMEOUT_MS = 5_000;

/** Google's answer (https://developers.google.com/recaptcha/docs/v3#site_verify_response). */
interface SiteverifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3 server-side check: POST siteverify with the secret, the token and the visitor's
 * address as a form body, then require success, the expected action and at least the minimum score.
 * An unreachable or garbled provider refuses the token (fail closed) with the reason for the logs.
 */
export function createRecaptchaVerifier(
  config: Pick<RecaptchaConfig, 'minScore' | 'verifyUrl'> & { secret: string },
): CaptchaVerifier {
  return {
    async verify(token, { action, remoteIp }) {
      if (!token) return { ok: false, reason: 'no token' };
      const body = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);

      let answer: SiteverifyResponse;
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return { ok: false, reason: `siteverify answered HTTP ${response.status}` };
        answer = (await response.json()) as SiteverifyResponse;
      } catch (error) {
        return { ok: false, reason: `siteverify unreachable: ${(error as Error).message}` };
      }

      const score = typeof answer.score === 'number' ? answer.score : undefined;
      const scored = score === undefined ? {} : { score };
      if (answer.success !== true) {
        const codes = answer['error-codes']?.join(', ') || 'none';
        return { ok: false, ...scored, reason: `siteverify refused the token (error-codes: ${codes})` };
      }
      if (answer.action !== action) {
        return { ok: false, ...scored, reason: `action '${answer.action}' where '${action}' was expected` };
      }
      if (score === undefined || score < config.minScore) {
        return { ok: false, ...scored, reason: `score ${score ?? 'missing'} below ${config.minScore}` };
      }
      return { ok: true, score };
    },
  };
}
