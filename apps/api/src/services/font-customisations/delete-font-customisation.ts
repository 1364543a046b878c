import type { FontCustomisationRow } from '../../repositories/font-customisation-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { customisationIdOf, customisationNotFound } from './customisation-id.ts';

/** deleteFontCustomisation: removes one of the user's own customisations and answers it. */
export async function deleteFontCustomisation(
  args: { id: string | number },
  viewer: SessionUser | null,
  repositories: Pick<Repositories, 'fontCustomisations'>,
): Promise<FontCustomisationRow> {
  const user = requireAccount(viewer);
  const id = customisationIdOf(args.id);
  const deleted = id === null ? null : await repositories.fontCustomisations.deleteOwn(user.id, id);
  if (!deleted) throw customisationNotFound();
  return deleted;
}
