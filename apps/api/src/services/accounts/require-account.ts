import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';

/** The signed-in user; AppError(1) 'token invalid' without a session. Every account operation starts here. */
export function requireAccount(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  return user;
}
