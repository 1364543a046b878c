import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { adminOrderWrites } from '../../repositories/admin/admin-order-writes.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { findWaitingBankTransfer } from '../../repositories/admin/bank-transfer-repository.ts';
import { createClubRepository } from '../../repositories/club-repository.ts';
import { createOrderRepository } from '../../repositories/order-repository.ts';
import { createPaymentRepository } from '../../repositories/payment-repository.ts';
import { createWebfontsBillingRepository } from '../../repositories/webfonts-billing-repository.ts';
import { applyPaymentResult } from '../payments/apply-payment-result.ts';
import { sendPaymentMail } from '../payments/send-payment-mail.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Staff saw a customer's bank transfer arrive: the order's waiting bank-transfer attempt is answered
 * Authorised with the bank's reference, exactly as the provider's notification would answer it
 * (applyPaymentResult: the order becomes PAID once, its club points and affiliate commission are
 * credited), in one transaction with the audit row; then the customer gets the order confirmation.
 */
export async function markBankTransferReceived(
  input: { orderId: number; reference: string },
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'payments' | 'logger' | 'mailer' | 'config'>,
) {
  const staff = requireStaff(deps.staff, 'orders.payments');
  const reference = input.reference.trim();
  if (!/^[\w ./-]{3,60}$/.test(reference)) {
    throw new InputError({ reference: 'Give the bank’s reference of the transfer (3 to 60 characters).' });
  }
  const { result, mail } = await auditedWrite(deps.admin.db, staff, async (tx) => {
    const order = await adminOrderWrites.lockOrder(tx, input.orderId);
    if (!order) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such order.');
    if (order.status !== 'WAITING_FOR_BANKTRANSFER') {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        `A ${order.status} order is not waiting for a bank transfer.`,
      );
    }
    const payment = await findWaitingBankTransfer(tx, order.id);
    if (!payment) throw new StaffError(STAFF_ERROR.CONFLICT, 'This order has no bank transfer waiting.');
    const applied = await applyPaymentResult(
      payment,
      {
        resultCode: 'Authorised',
        reference: payment.idempotencyKey,
        pspReference: reference,
        action: null,
        refusalReason: null,
        amount: { amount: payment.amount, currency: payment.currency },
        storedCard: null,
        raw: { bankTransferReceived: { by: staff.email, reference } },
      },
      {
        payments: createPaymentRepository(tx),
        clubPoints: createClubRepository(tx),
        webfontsBills: createWebfontsBillingRepository(tx),
        provider: deps.payments.provider,
        logger: deps.logger,
      },
    );
    if (applied.orderStatus !== 'PAID') {
      throw new StaffError(STAFF_ERROR.CONFLICT, `The order is ${applied.orderStatus}, not paid.`);
    }
    return {
      result: { result: { orderId: order.id, status: applied.orderStatus }, mail: applied.mail },
      audit: {
        action: 'order.bank-transfer-received',
        entityType: 'order',
        entityId: String(order.id),
        before: { status: order.status },
        after: { status: applied.orderStatus, reference, amount: payment.amount, currency: payment.currency },
      },
    };
  });
  // The order confirmation goes once the payment and its audit row are committed.
  await sendPaymentMail(result.orderId, mail, {
    orders: createOrderRepository(deps.admin.db),
    mailer: deps.mailer,
    logger: deps.logger,
    urls: deps.config,
  });
  return result;
}
