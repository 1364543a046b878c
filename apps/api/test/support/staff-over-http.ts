import type pg from 'pg';
import { DEFAULT_ADMIN_URL } from '../../src/admin/admin-config.ts';
import { hashPassword } from '../../src/services/accounts/password-hash.ts';

type Answer = { data?: unknown; errors?: { message: string }[] };

/**
 * A new staff member of `role`, signed in on the API process at `apiUrl` over HTTP (as the back
 * office's own server would ask it): answers a function that posts admin GraphQL with the session.
 */
export async function signInNewStaffOverHttp(
  database: pg.Client,
  apiUrl: string,
  role: 'owner' | 'editor' | 'support',
): Promise<(query: string, variables: Record<string, unknown>) => Promise<Answer>> {
  const email = `http-${role}-${Date.now()}@foundry.test`;
  const password = `${role} password over http`;
  await database.query(
    'insert into staff_members (email, name, role, password_hash) values ($1, $2, $3, $4)',
    [email, role, role, await hashPassword(password)],
  );
  const post = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    fetch(`${apiUrl}/admin/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: new URL(DEFAULT_ADMIN_URL).origin,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
  const signIn = await post(
    'mutation ($email: String!, $password: String!) { staffSignIn(email: $email, password: $password) { id } }',
    { email, password },
  );
  const answer = (await signIn.json()) as Answer;
  if (answer.errors) throw new Error(`staff sign-in refused: ${answer.errors[0]?.message}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
  return async (query, variables) => (await post(query, variables, cookie)).json() as Promise<Answer>;
}
