import type { GraphQLContext } from '../../context.ts';
import { clearSession } from '../../sessions/clear-session.ts';
import { startSession } from '../../sessions/start-session.ts';
import { authenticate, type SignInResult } from './authenticate.ts';

/**
 * createToken: on a match, ends the session the request came with (a fresh token per sign-in, so a
 * planted cookie is worthless) and issues a new one, which is also this request's viewer; Max-Age only with stayLoggedIn.
 */
export async function signIn(
  input: { email: string; password: string; stayLoggedIn: boolean },
  context: GraphQLContext,
  now: Date = new Date(),
): Promise<SignInResult> {
  const { repositories } = context;
  const result = await authenticate(input, repositories, { address: context.clientAddress, now });
  // No e-mail in the line: it shows the throttle at work without logging who was tried.
  const outcome = result.valid ? 'signed-in' : result.checked ? 'rejected' : 'throttled';
  context.logger.info({ outcome, address: context.clientAddress }, 'sign-in');
  if (!result.valid || !result.user) return result;
  if (context.cookieHeader) {
    await clearSession(repositories.sessions, context.cookieHeader, { secure: context.config.secureCookies });
  }
  await startSession(context, result.user, { stayLoggedIn: input.stayLoggedIn, now });
  return result;
}
