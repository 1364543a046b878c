import { feedbackSchema, schemaFieldErrors } from '@foundry/domain';
import { AppError, ERROR_CODE, InputError } from '@foundry/errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Logger } from '../../logger.ts';
import type { FamilyRepository } from '../../repositories/family-repository.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { parseId } from '../ids/parse-ids.ts';
import { uploadedImageKeys } from './uploaded-image-keys.ts';

/** Largest value of a PostgreSQL integer column: a bigger id names no row (and must not reach SQL). */
const MAX_ROW_ID = 2_147_483_647;

export interface CreateFamilyFeedbackInput {
  familyID: string | number;
  message: string;
  /** File ids answered by POST /familyfeedback/uploadFeedback. */
  images?: readonly string[] | null | undefined;
  token?: string | null | undefined;
}

/**
 * Feedback on a family from its page: the message (required, bounded;
 * BAD_USER_INPUT with field `message`), the captcha (action 'feedback', code 5), the family (205
 * unknown) and the images, which must be uploads we stored (field `images`). Kept with the sender's
 * account when signed in.
 */
export async function createFamilyFeedback(
  input: CreateFamilyFeedbackInput,
  deps: {
    families: FamilyRepository;
    feedback: FeedbackRepository;
    storage: FileStorage;
    captcha: CaptchaVerifier;
    logger: Logger;
    userId: number | null;
  },
): Promise<true> {
  // The same rule as the family page's form (docs/forms.md).
  const problems = schemaFieldErrors(feedbackSchema, { message: input.message });
  if (problems.message) throw new InputError({ message: problems.message });
  await requireCaptcha(deps.captcha, input.token, { action: 'feedback' }, deps.logger);

  const familyId = parseId(input.familyID);
  const [family] =
    familyId === null || familyId > MAX_ROW_ID ? [] : await deps.families.findMany({ ids: [familyId] }, 0, 1);
  if (!family) throw new AppError(ERROR_CODE.PRODUCT_UNKNOWN);

  const imageKeys = await uploadedImageKeys(deps.storage, input.images);
  await deps.feedback.insert({
    familyId: family.id,
    message: input.message.trim(),
    imageKeys,
    userId: deps.userId,
  });
  return true;
}
