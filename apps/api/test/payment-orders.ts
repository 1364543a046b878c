import { randomBytes } from 'node:crypto';
import { orders, payments } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { type TestApp, WEB_ORIGIN } from './harness.ts';

/** The payment tests' orders, inserted as createOrder leaves them: NEW, with a total to pay. */
export async function insertOrder(
  app: TestApp,
  options: {
    totalAmount?: number;
    userId?: number | null;
    status?: (typeof orders.$inferInsert)['status'];
    email?: string;
  } = {},
) {
  const [order] = await app.database.db
    .insert(orders)
    .values({
      hash: randomBytes(16).toString('hex'),
      type: 'FONT',
      status: options.status ?? 'NEW',
      userId: options.userId ?? null,
      email: options.email ?? 'buyer@example.com',
      currency: 'EUR',
      subTotalAmount: options.totalAmount ?? 4900,
      totalAmount: options.totalAmount ?? 4900,
      invoiceAddress: { name: 'Ada Buyer', address: 'Main St 1', city: 'Prague', countryCode: 'CZ' },
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

export async function orderRow(app: TestApp, id: number) {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} missing`);
  return order;
}

export async function paymentRows(app: TestApp, orderId: number) {
  return app.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/** Signs a user up and returns their id and session cookie. */
export async function signUp(app: TestApp, email: string): Promise<{ id: number; cookie: string }> {
  const response = await app.graphql<{ createUser: { id: string } }>(
    `mutation($userInfo: UserInfoInput!, $password: String, $token: String) {
      createUser(userInfo: $userInfo, password: $password, token: $token) { id }
    }`,
    { userInfo: { email, name: 'Card Holder' }, password: 'correct horse battery', token: DEV_CAPTCHA_TOKEN },
    { origin: WEB_ORIGIN },
  );
  const id = response.body.data?.createUser.id;
  if (!id) throw new Error(`sign-up failed: ${JSON.stringify(response.body.errors)}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  return { id: Number(id), cookie };
}
