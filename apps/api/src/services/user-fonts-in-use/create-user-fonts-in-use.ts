import { fontsInUseSlug } from '@foundry/domain';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Logger } from '../../logger.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { FontsInUseNode } from '../fonts-in-use/read-fonts-in-use.ts';
import { checkedSubmission, type UserFontsInUseInput } from './checked-submission.ts';
import { type SaveUserFontsInUseDeps, savedNodeOf } from './saved-user-fonts-in-use.ts';

/** The captcha action the account form takes its token for. */
export const USER_FONTS_IN_USE_CAPTCHA_ACTION = 'fonts_in_use';

/**
 * createUserFontsInUse: a signed-in customer's project, with
 * a valid captcha (code 5), stored PENDING under a fresh url until we review it; code 103 with
 * extensions.fields for what must be corrected.
 */
export async function createUserFontsInUse(
  args: { data: UserFontsInUseInput; reCaptchaToken?: string | null | undefined },
  viewer: SessionUser | null,
  deps: SaveUserFontsInUseDeps & { captcha: CaptchaVerifier; logger: Logger },
): Promise<FontsInUseNode> {
  const user = requireAccount(viewer);
  await requireCaptcha(
    deps.captcha,
    args.reCaptchaToken,
    { action: USER_FONTS_IN_USE_CAPTCHA_ACTION },
    deps.logger,
  );
  const fields = await checkedSubmission(args.data, { ...deps, now: deps.now ?? new Date() });
  const row = await deps.repositories.userFontsInUse.create(user.id, fontsInUseSlug(fields.title), fields);
  return savedNodeOf(deps.repositories, row);
}
