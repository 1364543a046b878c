import { clearedSessionCookieHeader } from '../../sessions/session-cookie.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { confirmCurrentPassword } from './confirm-current-password.ts';
import { forgetStoredCards } from './forget-stored-cards.ts';
import { requireAccount } from './require-account.ts';

/**
 * cancelAccount(password): closes the signed-in user's account (code 1 without a session; 100/4 for
 * a missing or wrong password, so a borrowed session cannot do it). Stored cards are forgotten at the
 * payment provider first; then the account row goes, and with it its personal data: sessions,
 * addresses, stored cards and download jobs (ON DELETE CASCADE). Orders stay for the books with the
 * user detached (their invoice copies of the address are part of the accounting record).
 */
export async function cancelAccount(
  input: { password?: string | null | undefined },
  deps: Pick<
    ServiceDeps,
    'viewer' | 'repositories' | 'payments' | 'config' | 'setCookie' | 'logger' | 'clientAddress'
  >,
): Promise<true> {
  const viewer = requireAccount(deps.viewer);
  const { users, signInAttempts, storedCards } = deps.repositories;
  await confirmCurrentPassword(
    viewer.id,
    input.password,
    { users, signInAttempts, address: deps.clientAddress },
    {
      field: 'password',
    },
  );
  await forgetStoredCards(viewer.id, { storedCards, payments: deps.payments, logger: deps.logger });
  await users.deleteAccount(viewer.id);
  deps.setCookie(clearedSessionCookieHeader({ secure: deps.config.secureCookies }));
  deps.logger.info({ userId: viewer.id }, 'account cancelled');
  return true;
}
