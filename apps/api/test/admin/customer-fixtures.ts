import { randomBytes } from 'node:crypto';
import { type Db, orders, payments, users } from '@foundry/db';
import { hashPassword } from '../../src/services/accounts/password-hash.ts';

/** A customer account with a password, as sign-up stores it. */
export async function insertCustomer(
  db: Db,
  { name = 'Grace Hopper', password = 'customer password' }: { name?: string; password?: string } = {},
) {
  const email = `customer-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, name, passwordHash: await hashPassword(password), club: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no customer');
  return { id: row.id, email, name, password };
}

/** An order whose customer chose a bank transfer, waiting for the money as the payment flow leaves it. */
export async function insertWaitingBankTransfer(db: Db, totalAmount = 4900) {
  const [order] = await db
    .insert(orders)
    .values({
      hash: randomBytes(16).toString('hex'),
      type: 'FONT',
      status: 'WAITING_FOR_BANKTRANSFER',
      email: 'transfer@example.com',
      currency: 'EUR',
      subTotalAmount: totalAmount,
      totalAmount,
      invoiceAddress: { name: 'Ada Buyer', address: 'Main St 1', city: 'Prague', countryCode: 'CZ' },
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'test',
    resultCode: 'Received',
    amount: totalAmount,
    currency: 'EUR',
    idempotencyKey: `order-${order.id}-${randomBytes(6).toString('hex')}`,
    method: 'banktransfer',
  });
  return order;
}
