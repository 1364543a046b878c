import { randomBytes } from 'node:crypto';
import { nextTrialAt, TRIAL_DOWNLOADS_PER_DAY, TRIAL_WINDOW_MS } from '@foundry/domain/fonts/trial-fonts';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Logger } from '../../logger.ts';
import type { TrialRepository } from '../../repositories/trial-repository.ts';
import { type DownloadInfo, downloadInfoOf } from '../downloads/download-info.ts';
import { buildTrialArchive } from './build-trial-archive.ts';
import { resolveTrial, type TrialInput } from './resolve-trial.ts';

export interface DownloadTrialFamilyInput extends TrialInput {
  token?: string | null | undefined;
}

export interface DownloadTrialFamilyDependencies {
  trials: TrialRepository;
  storage: FileStorage;
  captcha: CaptchaVerifier;
  logger: Logger;
  apiUrl: string;
  userId: number | null;
  /** The client's address as the proxy reports it; the limit counts it for guests only. */
  address: string | null;
}

/**
 * downloadTrialFamily: after the captcha (action 'trial', code 5) and the trial rules (205, 451, 208),
 * refuses a sixth trial within a day for the signed-in account, else for the guest's address (450,
 * saying when the next is possible), then cuts the trial fonts
 * and packs the ZIP right away (a trial is a few small files: no queue), stores it and records it as
 * a completed download of type 'trial' — the row the daily limit counts. Answers its DownloadInfo.
 *
 * Two simultaneous requests may both pass the count: the limit is a brake on abuse, not a quota.
 */
export async function downloadTrialFamily(
  input: DownloadTrialFamilyInput,
  deps: DownloadTrialFamilyDependencies,
): Promise<DownloadInfo> {
  await requireCaptcha(deps.captcha, input.token, { action: 'trial' }, deps.logger);
  const trial = await resolveTrial(input, deps.userId, deps.trials);
  const now = new Date();
  const recent = await deps.trials.recentTrialTimes(
    deps.userId,
    deps.address,
    new Date(now.getTime() - TRIAL_WINDOW_MS),
    TRIAL_DOWNLOADS_PER_DAY,
  );
  const next = nextTrialAt(recent);
  if (next) {
    throw new AppError(ERROR_CODE.TOO_MANY_TRIALS, {
      message: `You have reached the limit of trial fonts. The next trial is possible after ${next.toISOString()}.`,
    });
  }

  const archive = await buildTrialArchive(trial, deps, now);
  const key = `trials/${randomBytes(16).toString('hex')}/${archive.name}.zip`;
  await deps.storage.put(key, archive.bytes, 'application/zip');
  const job = await deps.trials.insertCompletedTrial({
    hash: randomBytes(24).toString('base64url'),
    userId: deps.userId,
    familyId: trial.product.familyId,
    request: JSON.stringify({
      productId: trial.product.productId,
      encodingIds: trial.encodings.map((encoding) => encoding.id),
      full: trial.full,
      address: deps.address,
    }),
    fileKey: key,
  });
  deps.logger.info(
    { downloadJobId: job.id, familyId: trial.product.familyId, full: trial.full, fonts: archive.fontCount },
    'trial built',
  );
  return downloadInfoOf(job, deps.apiUrl);
}
