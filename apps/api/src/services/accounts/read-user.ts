import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { UserProfile, UserRepository } from '../../repositories/user-repository.ts';

/** The signed-in user's own account; AppError(1) 'token invalid' without a session. */
export async function readUser(user: SessionUser | null, users: UserRepository): Promise<UserProfile> {
  if (!user) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const profile = await users.findProfileById(user.id);
  // The account was deleted while the session lived.
  if (!profile) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  return profile;
}
