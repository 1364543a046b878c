import { randomBytes } from 'node:crypto';
import { type Db, users } from '@foundry/db';
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
