import { AppError, ERROR_CODE } from '@foundry/errors';
import { clearSession } from '../../sessions/clear-session.ts';
import { startSession } from '../../sessions/start-session.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { authenticate, type SignInResult } from './authenticate.ts';

/**
 * Without a password (the catalogue lets a caller leave it out) nothing is checked and nobody is
 * signed in: the answer is 100 whether or not the e-mail has an account, so the call cannot be used to
 * find out who is a customer (docs/shop-contract.md).
 */
function passwordMissing(): SignInResult {
  const status = ERROR_CODE.PASSWORD_MISSING;
  return { valid: false, user: null, status, message: new AppError(status).message, checked: false };
}

/**
 * createToken: on a match, ends the session the request came with (a fresh token per sign-in, so a
 * planted cookie is worthless) and issues a new one, which is also this request's viewer; Max-Age only with stayLoggedIn.
 */
export async function signIn(
  input: { email: string; password?: string | null; stayLoggedIn: boolean },
  deps: Pick<
    ServiceDeps,
    'repositories' | 'config' | 'logger' | 'cookieHeader' | 'clientAddress' | 'setCookie' | 'becomeViewer'
  >,
  now: Date = new Date(),
): Promise<SignInResult> {
  const { repositories } = deps;
  const { password } = input;
  if (!password) return passwordMissing();
  const result = await authenticate({ email: input.email, password }, repositories, {
    address: deps.clientAddress,
    now,
  });
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
