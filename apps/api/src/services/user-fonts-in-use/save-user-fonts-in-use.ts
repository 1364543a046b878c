import { fontsInUseSlug } from '@foundry/domain';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Logger } from '../../logger.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { FontsInUseNode } from '../fonts-in-use/read-fonts-in-use.ts';
import { checkedSubmission, type UserFontsInUseInput } from './checked-submission.ts';
import { userFontsInUseIdOf, userFontsInUseNotFound } from './user-fonts-in-use-id.ts';
import { withFamilies } from './user-fonts-in-use-node.ts';

/** The captcha action the account form takes its token for. */
export const USER_FONTS_IN_USE_CAPTCHA_ACTION = 'fonts_in_use';

interface SaveDeps {
  repositories: Repositories;
  storage: FileStorage;
  now?: Date;
}

async function node(repositories: Repositories, row: Parameters<typeof withFamilies>[1][number]) {
  const [saved] = await withFamilies(repositories, [row]);
  if (!saved) throw new Error('saved fonts-in-use project vanished');
  return saved;
}

/**
 * createUserFontsInUse: a signed-in customer's project, with
 * a valid captcha (code 5), stored PENDING under a fresh url until we review it; code 103 with
 * extensions.fields for what must be corrected.
 */
export async function createUserFontsInUse(
  args: { data: UserFontsInUseInput; reCaptchaToken?: string | null | undefined },
  viewer: SessionUser | null,
  deps: SaveDeps & { captcha: CaptchaVerifier; logger: Logger },
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
  return node(deps.repositories, row);
}

/**
 * updateUserFontsInUse: replaces one of the caller's projects wholesale (images and families as
 * sent) and returns it to review (PENDING); 103 on `id` for a project that is not theirs.
 */
export async function updateUserFontsInUse(
  args: { id: string | number; data: UserFontsInUseInput },
  viewer: SessionUser | null,
  deps: SaveDeps,
): Promise<FontsInUseNode> {
  const user = requireAccount(viewer);
  const id = userFontsInUseIdOf(args.id);
  if (id === null || !(await deps.repositories.userFontsInUse.findOwned(user.id, id)))
    throw userFontsInUseNotFound();
  const fields = await checkedSubmission(args.data, { ...deps, now: deps.now ?? new Date() });
  const row = await deps.repositories.userFontsInUse.updateOwned(user.id, id, fields);
  if (!row) throw userFontsInUseNotFound();
  return node(deps.repositories, row);
}

/** deleteUserFontsInUse: removes one of the caller's projects; 103 on `id` for any other. */
export async function deleteUserFontsInUse(
  args: { id: string | number },
  viewer: SessionUser | null,
  repositories: Repositories,
): Promise<true> {
  const user = requireAccount(viewer);
  const id = userFontsInUseIdOf(args.id);
  if (id === null || !(await repositories.userFontsInUse.deleteOwned(user.id, id)))
    throw userFontsInUseNotFound();
  return true;
}
