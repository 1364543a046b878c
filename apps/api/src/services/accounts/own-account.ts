import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';

/**
 * A User object's private lists (addresses, orders, cards) resolve only for the session's own
 * account: code 1 otherwise, whichever path led to the User.
 */
export function ownAccount<T extends { id: number }>(user: T, viewer: SessionUser | null): T {
  if (!viewer || viewer.id !== user.id) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  return user;
}
