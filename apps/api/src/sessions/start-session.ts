import type { GraphQLContext } from '../context.ts';
import type { SessionUser } from '../repositories/session-repository.ts';
import { issueSession } from './issue-session.ts';

/**
 * Signs a user in for the rest of this request too: issues the session, queues its cookie and makes
 * the user the context's viewer, so the User the mutation answers with resolves its private lists
 * (ownership checks compare with `context.user`).
 */
export async function startSession(
  context: Pick<GraphQLContext, 'repositories' | 'config' | 'setCookie' | 'user'>,
  user: SessionUser,
  { stayLoggedIn, now = new Date() }: { stayLoggedIn: boolean; now?: Date },
): Promise<void> {
  const session = await issueSession(context.repositories.sessions, {
    userId: user.id,
    stayLoggedIn,
    secure: context.config.secureCookies,
    now,
  });
  context.setCookie(session.setCookie);
  context.user = { id: user.id, email: user.email, name: user.name };
}
