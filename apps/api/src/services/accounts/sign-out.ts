import { clearSession } from '../../sessions/clear-session.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** deleteToken: ends the session on the server and drops the cookie. */
export async function signOut(
  deps: Pick<ServiceDeps, 'repositories' | 'config' | 'cookieHeader' | 'setCookie'>,
): Promise<true> {
  const { setCookie } = await clearSession(deps.repositories.sessions, deps.cookieHeader, {
    secure: deps.config.secureCookies,
  });
  deps.setCookie(setCookie);
  return true;
}
