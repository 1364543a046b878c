import type { FontCustomisationRow } from '../../repositories/font-customisation-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import {
  type CustomisationRepositories,
  checkedCustomisation,
  conflictError,
  type FontCustomisationArgs,
} from './checked-customisation.ts';
import { customisationIdOf, customisationNotFound } from './customisation-id.ts';

/** updateFontCustomisation: renames or moves one of the user's own customisations (103 on `id` otherwise). */
export async function updateFontCustomisation(
  args: FontCustomisationArgs & { id: string | number },
  viewer: SessionUser | null,
  repositories: CustomisationRepositories,
): Promise<FontCustomisationRow> {
  const user = requireAccount(viewer);
  const id = customisationIdOf(args.id);
  if (id === null || !(await repositories.fontCustomisations.findOwn(user.id, id)))
    throw customisationNotFound();
  const { userId: _userId, ...changes } = await checkedCustomisation(user.id, args, repositories, id);
  const updated = await repositories.fontCustomisations.updateOwn(user.id, id, changes);
  if (updated === 'exists') throw conflictError('title');
  if (!updated) throw customisationNotFound();
  return updated;
}
