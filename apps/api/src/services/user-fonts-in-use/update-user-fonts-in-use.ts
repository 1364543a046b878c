import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { FontsInUseNode } from '../fonts-in-use/read-fonts-in-use.ts';
import { checkedSubmission, type UserFontsInUseInput } from './checked-submission.ts';
import { type SaveUserFontsInUseDeps, savedNodeOf } from './saved-user-fonts-in-use.ts';
import { userFontsInUseIdOf, userFontsInUseNotFound } from './user-fonts-in-use-id.ts';

/**
 * updateUserFontsInUse: replaces one of the caller's projects wholesale (images and families as
 * sent) and returns it to review (PENDING); 103 on `id` for a project that is not theirs.
 */
export async function updateUserFontsInUse(
  args: { id: string | number; data: UserFontsInUseInput },
  viewer: SessionUser | null,
  deps: SaveUserFontsInUseDeps,
): Promise<FontsInUseNode> {
  const user = requireAccount(viewer);
  const id = userFontsInUseIdOf(args.id);
  if (id === null || !(await deps.repositories.userFontsInUse.findOwned(user.id, id)))
    throw userFontsInUseNotFound();
  const fields = await checkedSubmission(args.data, { ...deps, now: deps.now ?? new Date() });
  const row = await deps.repositories.userFontsInUse.updateOwned(user.id, id, fields);
  if (!row) throw userFontsInUseNotFound();
  return savedNodeOf(deps.repositories, row);
}
