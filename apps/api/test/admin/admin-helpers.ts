import { randomBytes } from 'node:crypto';
import { type Db, fontsInUse, payments, staffMembers, users } from '@foundry/db';
import type { StaffRole } from '@foundry/domain/staff/staff-roles';
import { hashPassword } from '../../src/services/accounts/password-hash.ts';
import { currentTotp, newTotpSecret } from '../../src/services/staff/totp.ts';
import type { GraphQLResponse, TestApp } from '../harness.ts';

export const ADMIN_ORIGIN = 'http://localhost:3707';
export const STAFF_PASSWORD = 'staff password for tests';

export const adminCodeOf = (response: GraphQLResponse<unknown>) =>
  response.body.errors?.[0]?.extensions?.code;

/** Sends a document to /admin/graphql as the admin app does (its origin, optionally the staff cookie). */
export async function adminSend<Data = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
  headers: Record<string, string> = { origin: ADMIN_ORIGIN },
): Promise<GraphQLResponse<Data>> {
  const response = await app.fetch('/admin/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!, $code: String) {
    staffSignIn(email: $email, password: $password, code: $code) { id email role permissions }
  }
`;

/** Adds a staff member with a second factor; answers its e-mail and TOTP secret. */
export async function addStaff(
  db: Db,
  role: StaffRole,
  email = `${role}-${randomBytes(4).toString('hex')}@foundry.test`,
) {
  const { secret } = newTotpSecret(email);
  await db.insert(staffMembers).values({
    email,
    role,
    name: role,
    passwordHash: await hashPassword(STAFF_PASSWORD),
    totpSecret: secret,
  });
  return { email, secret };
}

/** Adds a staff member of `role` and signs in; answers the staff cookie. */
export async function signInAs(app: TestApp, role: StaffRole): Promise<string> {
  const { email, secret } = await addStaff(app.database.db, role);
  const response = await adminSend(app, SIGN_IN, {
    email,
    password: STAFF_PASSWORD,
    code: currentTotp(secret),
  });
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** The card payment a paid order was paid with, as the payment flow stores it. */
export async function insertAuthorisedPayment(
  db: Db,
  order: { id: number; totalAmount?: number },
  amount: number,
) {
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'test',
    pspReference: `PSP${randomBytes(6).toString('hex')}`,
    resultCode: 'Authorised',
    amount,
    currency: 'EUR',
    idempotencyKey: randomBytes(12).toString('hex'),
    method: 'scheme',
  });
}

/** A customer's fonts-in-use submission waiting for review. */
export async function insertPendingSubmission(
  db: Db,
  email = `fan-${randomBytes(4).toString('hex')}@example.com`,
) {
  const [user] = await db.insert(users).values({ email, name: 'Fan of Type' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  const url = `poster-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(fontsInUse)
    .values({ url, title: 'A poster in Vollkorn', status: 'PENDING', userId: user.id })
    .returning({ id: fontsInUse.id });
  if (!row) throw new Error('no submission');
  return { id: row.id, url, email };
}
