import { type Db, payments } from '@foundry/db';
import { and, desc, eq, inArray, sql } from '@foundry/db/orm';
import type { PaymentRow } from '../payment-repository.ts';

/**
 * The order's bank-transfer attempt still waiting for the money (answered Received or Pending), the
 * newest if the customer started more than one; null when there is none.
 */
export async function findWaitingBankTransfer(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        sql`lower(${payments.method}) like 'banktransfer%'`,
        inArray(payments.resultCode, ['Received', 'Pending']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}
