import type { GraphQLContext } from '../../context.ts';
import { clearSession } from '../../sessions/clear-session.ts';

/** deleteToken: ends the session on the server and drops the cookie. */
export async function signOut(context: GraphQLContext): Promise<true> {
  const { setCookie } = await clearSession(context.repositories.sessions, context.cookieHeader, {
    secure: context.config.secureCookies,
  });
  context.setCookie(setCookie);
  return true;
}
