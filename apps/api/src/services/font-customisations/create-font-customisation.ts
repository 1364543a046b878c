import type { FontCustomisationRow } from '../../repositories/font-customisation-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import {
  type CustomisationRepositories,
  checkedCustomisation,
  conflictError,
  type FontCustomisationArgs,
} from './checked-customisation.ts';

/** createFontCustomisation: saves a named position of a variable font the signed-in user owns. */
export async function createFontCustomisation(
  args: FontCustomisationArgs,
  viewer: SessionUser | null,
  repositories: CustomisationRepositories,
): Promise<FontCustomisationRow> {
  const user = requireAccount(viewer);
  const created = await repositories.fontCustomisations.create(
    await checkedCustomisation(user.id, args, repositories, null),
  );
  if (created === 'exists') throw conflictError('title');
  return created;
}
