import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Logger } from '../../logger.ts';
import type { CaptchaExpectation, CaptchaVerifier } from './captcha-verifier.ts';

/**
 * Verifies a submission's token or throws AppError(5) 'invalid captcha'. The refusal reason goes to
 * the logs only: telling a bot why it failed would help it.
 */
export async function requireCaptcha(
  verifier: CaptchaVerifier,
  token: string | null | undefined,
  expected: CaptchaExpectation,
  logger: Logger,
): Promise<void> {
  const verdict = await verifier.verify(token, expected);
  if (verdict.ok) return;
  logger.warn({ action: expected.action, score: verdict.score, reason: verdict.reason }, 'captcha refused');
  throw new AppError(ERROR_CODE.CAPTCHA_INVALID);
}
