import type { Config } from '../config.ts';
import type { Repositories } from '../repositories/repositories.ts';
import type { SessionUser } from '../repositories/session-repository.ts';
import { issueSession } from './issue-session.ts';
import type { RequestSession } from './request-session.ts';

export interface StartSessionDeps extends Pick<RequestSession, 'setCookie' | 'becomeViewer'> {
  repositories: Pick<Repositories, 'sessions'>;
  config: Pick<Config, 'secureCookies'>;
}

/**
 * Signs a user in for the rest of this request too: issues the session, queues its cookie and makes
 * the user the request's viewer, so the User the mutation answers with resolves its private lists.
 */
export async function startSession(
  deps: StartSessionDeps,
  user: SessionUser,
  { stayLoggedIn, now = new Date() }: { stayLoggedIn: boolean; now?: Date },
): Promise<void> {
  const session = await issueSession(deps.repositories.sessions, {
    userId: user.id,
    stayLoggedIn,
    secure: deps.config.secureCookies,
    now,
  });
  deps.setCookie(session.setCookie);
  deps.becomeViewer({ id: user.id, email: user.email, name: user.name });
}
