import { clearSession } from '../../sessions/clear-session.ts';
import { startSession } from '../../sessions/start-session.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { authenticate, type SignInResult } from './authenticate.ts';

/**
 * createToken: on a match, ends the session the request came with (a fresh token per sign-in, so a
 * planted cookie is worthless) and issues a new one, which is also this request's viewer; Max-Age only with stayLoggedIn.
 */
export async function signIn(
  input: { email: string; password: string; stayLoggedIn: boolean },
  deps: Pick<
    ServiceDeps,
    'repositories' | 'config' | 'logger' | 'cookieHeader' | 'clientAddress' | 'setCookie' | 'becomeViewer'
  >,
  now: Date = new Date(),
): Promise<SignInResult> {
  const { repositories } = deps;
  const result = await authenticate(input, repositories, { address: deps.clientAddress, now });
  // No e-mail in the line: it shows the throttle at work without logging who was tried.
  const outcome = result.valid ? 'signed-in' : result.checked ? 'rejected' : 'throttled';
  deps.logger.info({ outcome, address: deps.clientAddress }, 'sign-in');
  if (!result.valid || !result.user) return result;
  if (deps.cookieHeader) {
    await clearSession(repositories.sessions, deps.cookieHeader, { secure: deps.config.secureCookies });
  }
  await startSession(deps, result.user, { stayLoggedIn: input.stayLoggedIn, now });
  return result;
}
