import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';

/** Whether the signed-in reader has the club flag on (false without a session). */
export async function isClubMember(
  viewer: SessionUser | null,
  users: Pick<Repositories['users'], 'findProfileById'>,
): Promise<boolean> {
  if (!viewer) return false;
  return (await users.findProfileById(viewer.id))?.club ?? false;
}
