import { users } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from '../src/lib/graphql.ts';
import { createSessionRepository } from '../src/repositories/session-repository.ts';
import { clearSession } from '../src/sessions/clear-session.ts';
import { issueSession } from '../src/sessions/issue-session.ts';
import { readSession } from '../src/sessions/read-session.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { LONG_SESSION_SECONDS } from '../src/sessions/session-lifetime.ts';
import { hashSessionToken } from '../src/sessions/session-token.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

/** Reports the context's user, so the test sees what a resolver would. */
const whoAmISchema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      whoAmI: {
        type: GraphQLString,
        resolve: (_root, _args, context: { user: { email: string } | null }) => context.user?.email ?? null,
      },
    },
  }),
});

describe('sessions', () => {
  let app: TestApp;
  let userId: number;
  let sessions: ReturnType<typeof createSessionRepository>;

  beforeAll(async () => {
    app = await createTestApp({ schema: whoAmISchema });
    sessions = createSessionRepository(app.database.db);
    const [user] = await app.database.db
      .insert(users)
      .values({ email: 'ada@example.com', name: 'Ada' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    userId = user.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const cookieOf = (setCookie: string) => setCookie.split(';')[0] as string;

  it('stores only the hash of a new token and hands the token out in an HttpOnly cookie', async () => {
    const { token, setCookie } = await issueSession(sessions, { userId, stayLoggedIn: false, secure: false });
    expect(setCookie).toBe(`${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Lax; Path=/`);
    const rows = await app.database.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('keeps a stay-logged-in cookie for 30 days, Secure on https', async () => {
    const { setCookie, expiresAt } = await issueSession(sessions, {
      userId,
      stayLoggedIn: true,
      secure: true,
    });
    expect(setCookie).toContain(`; Secure; Max-Age=${LONG_SESSION_SECONDS}`);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan((LONG_SESSION_SECONDS - 60) * 1000);
  });

  it('puts the signed-in user in the GraphQL context', async () => {
    const { setCookie } = await issueSession(sessions, { userId, stayLoggedIn: false, secure: false });
    const signedIn = await app.graphql<{ whoAmI: string | null }>('{ whoAmI }', undefined, {
      origin: WEB_ORIGIN,
      cookie: `theme=dark; ${cookieOf(setCookie)}`,
    });
    expect(signedIn.body.data?.whoAmI).toBe('ada@example.com');
    const anonymous = await app.graphql<{ whoAmI: string | null }>('{ whoAmI }', undefined, {
      origin: WEB_ORIGIN,
    });
    expect(anonymous.body.data?.whoAmI).toBeNull();
  });

  it('ignores unknown and expired sessions', async () => {
    const unknown = await readSession(sessions, `${SESSION_COOKIE}=${'A'.repeat(43)}`);
    expect(unknown.user).toBeNull();
    const past = new Date(Date.now() - 2 * LONG_SESSION_SECONDS * 1000);
    const { setCookie } = await issueSession(sessions, {
      userId,
      stayLoggedIn: false,
      secure: false,
      now: past,
    });
    expect((await readSession(sessions, cookieOf(setCookie))).user).toBeNull();
  });

  it('clears a session on the server and in the browser', async () => {
    const { setCookie } = await issueSession(sessions, { userId, stayLoggedIn: false, secure: false });
    expect((await readSession(sessions, cookieOf(setCookie))).user?.id).toBe(userId);
    const cleared = await clearSession(sessions, cookieOf(setCookie), { secure: false });
    expect(cleared.setCookie).toContain(`${SESSION_COOKIE}=;`);
    expect(cleared.setCookie).toContain('Max-Age=0');
    expect((await readSession(sessions, cookieOf(setCookie))).user).toBeNull();
  });
});
