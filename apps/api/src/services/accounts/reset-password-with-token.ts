import { AppError, ERROR_CODE } from '@foundry/errors';
import type { UserProfile } from '../../repositories/user-repository.ts';
import { clearSession } from '../../sessions/clear-session.ts';
import { startSession } from '../../sessions/start-session.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { accountTokenSecret } from './account-token-secret.ts';
import { hashPassword } from './password-hash.ts';
import { isPasswordResetTokenValid, parsePasswordResetToken } from './password-reset-token.ts';
import { requireAcceptablePassword } from './password-rules.ts';
import { readUser } from './read-user.ts';

function linkRefused(): AppError {
  return new AppError(ERROR_CODE.USER_INVALID, {
    fields: { resetToken: 'This link has expired or was already used. Please ask for a new one.' },
  });
}

/**
 * updateUser(password, resetToken): the page behind the mailed link. Checks the token (103 on
 * `resetToken` when malformed, expired, already used or for nobody), sets the new password
 * (argon2id), ends every session of the account (whoever held the old password is out) and signs
 * the requester in with a fresh session.
 */
export async function resetPasswordWithToken(
  input: { resetToken: string; password: string | null | undefined },
  deps: Pick<
    ServiceDeps,
    'repositories' | 'config' | 'cookieHeader' | 'setCookie' | 'becomeViewer' | 'logger'
  >,
  now: Date = new Date(),
): Promise<UserProfile> {
  const { users, sessions } = deps.repositories;
  const parsed = parsePasswordResetToken(input.resetToken, now);
  if (!parsed) throw linkRefused();
  const account = await users.findCredentialsById(parsed.userId);
  const secret = await accountTokenSecret(deps.config);
  if (!account || !isPasswordResetTokenValid(secret, input.resetToken, account, now)) throw linkRefused();
  const password = requireAcceptablePassword(input.password);
  const newHash = await hashPassword(password);
  // Conditional on the hash the link was signed over: a second use racing this one changes nothing.
  if (!(await users.replacePasswordHash(account.id, account.passwordHash, newHash))) throw linkRefused();
  await sessions.deleteAllForUser(account.id);
  if (deps.cookieHeader) {
    await clearSession(sessions, deps.cookieHeader, { secure: deps.config.secureCookies });
  }
  await startSession(deps, account, { stayLoggedIn: false, now });
  deps.logger.info({ userId: account.id }, 'password reset with a mailed link');
  return readUser({ id: account.id, email: account.email, name: account.name }, users);
}
