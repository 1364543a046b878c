import { clearedSessionCookieHeader } from '../../sessions/session-cookie.ts';
import { shopperReferenceOf } from '../payments/payment-deps.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { confirmCurrentPassword } from './confirm-current-password.ts';
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
  const provider = deps.payments.provider;
  for (const card of await storedCards.listForUser(viewer.id)) {
    if (card.provider !== provider.name) continue;
    try {
      await provider.removeStoredCard({
        storedPaymentMethodId: card.storedPaymentMethodId,
        shopperReference: shopperReferenceOf(viewer.id),
      });
    } catch (error) {
      // The account still closes; the provider keeps an orphaned token, which the log names for cleanup.
      deps.logger.error(
        { err: error, userId: viewer.id, cardId: card.id },
        'stored card not removed at provider',
      );
    }
  }
  await users.deleteAccount(viewer.id);
  deps.setCookie(clearedSessionCookieHeader({ secure: deps.config.secureCookies }));
  deps.logger.info({ userId: viewer.id }, 'account cancelled');
  return true;
}
