import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { userFontsInUseIdOf, userFontsInUseNotFound } from './user-fonts-in-use-id.ts';

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
