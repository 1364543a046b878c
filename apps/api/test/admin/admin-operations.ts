import type { Db } from '@foundry/db';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { insertOrder } from '../payment-orders.ts';
import { insertAuthorisedPayment, insertPendingSubmission } from './admin-helpers.ts';
import { insertCustomer, insertWaitingBankTransfer } from './customer-fixtures.ts';
import { insertStaffMember } from './staff-fixtures.ts';

/** The records one walk step works on, fresh for each call (a write must find something to change). */
export interface WalkTargets {
  paidOrderId: number;
  newOrderId: number;
  posterOrderId: number;
  submissionId: number;
  customerId: number;
  customerEmail: string;
  staffId: number;
  bankTransferOrderId: number;
}

export async function walkTargets(app: TestApp): Promise<WalkTargets> {
  const db: Db = app.database.db;
  const paid = await insertPaidOrder(db, { families: [{ familyUrl: 'vollkorn' }] });
  await insertAuthorisedPayment(db, paid, 100_000);
  const poster = await insertPaidOrder(db, { families: [], withPhysicalItem: true });
  const fresh = await insertOrder(app);
  const submission = await insertPendingSubmission(db);
  const customer = await insertCustomer(db);
  const staffMember = await insertStaffMember(db, 'support');
  const transfer = await insertWaitingBankTransfer(db);
  return {
    paidOrderId: paid.id,
    newOrderId: fresh.id,
    posterOrderId: poster.id,
    submissionId: submission.id,
    customerId: customer.id,
    customerEmail: customer.email,
    staffId: staffMember.id,
    bankTransferOrderId: transfer.id,
  };
}

/** One document per root field of the admin schema, with variables from the walk's targets. */
export const ADMIN_OPERATIONS: Record<
  string,
  { document: string; variables?: (t: WalkTargets) => Record<string, unknown>; writes?: boolean }
> = {
  me: { document: 'query { me { id role } }' },
  dashboard: { document: 'query { dashboard { ordersToShip salesToday { amount currency } } }' },
  orders: { document: 'query { orders(pageSize: 5) { total nodes { id status } } }' },
  order: {
    document: 'query ($id: ID!) { order(id: $id) { order { id } payments { id } } }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
  },
  refundOrder: {
    document: 'mutation ($id: ID!) { refundOrder(orderId: $id, amount: 100, reason: "walk") { status } }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
    writes: true,
  },
  markOrderShipped: {
    document:
      'mutation ($id: ID!) { markOrderShipped(orderId: $id, trackingNumber: "RR123456789CZ") { trackingNumber } }',
    variables: (t) => ({ id: String(t.posterOrderId) }),
    writes: true,
  },
  cancelOrder: {
    document: 'mutation ($id: ID!) { cancelOrder(orderId: $id) { id status } }',
    variables: (t) => ({ id: String(t.newOrderId) }),
    writes: true,
  },
  fontsInUseSubmissions: { document: 'query { fontsInUseSubmissions { id } }' },
  reviewFontsInUseSubmission: {
    document: 'mutation ($id: ID!) { reviewFontsInUseSubmission(id: $id, approve: true) { status } }',
    variables: (t) => ({ id: String(t.submissionId) }),
    writes: true,
  },
  auditLog: { document: 'query { auditLog(pageSize: 5) { total nodes { action } } }' },
  customers: { document: 'query { customers(search: "example") { total nodes { id email } } }' },
  customer: {
    document: 'query ($id: ID!) { customer(id: $id) { customer { id } clubPoints clubHistory { points } } }',
    variables: (t) => ({ id: String(t.customerId) }),
  },
  adjustClubPoints: {
    document:
      'mutation ($id: ID!) { adjustClubPoints(customerId: $id, points: 5, reason: "walk") { points } }',
    variables: (t) => ({ id: String(t.customerId) }),
    writes: true,
  },
  sendPasswordResetLink: {
    document: 'mutation ($id: ID!) { sendPasswordResetLink(customerId: $id) }',
    variables: (t) => ({ id: String(t.customerId) }),
    writes: true,
  },
  exportCustomerData: {
    document: 'mutation ($id: ID!) { exportCustomerData(customerId: $id) { fileName } }',
    variables: (t) => ({ id: String(t.customerId) }),
    writes: true,
  },
  eraseCustomer: {
    document:
      'mutation ($id: ID!, $email: String!) { eraseCustomer(customerId: $id, confirmEmail: $email) { ordersKept } }',
    variables: (t) => ({ id: String(t.customerId), email: t.customerEmail }),
    writes: true,
  },
  markBankTransferReceived: {
    document:
      'mutation ($id: ID!) { markBankTransferReceived(orderId: $id, reference: "BANK-WALK") { status } }',
    variables: (t) => ({ id: String(t.bankTransferOrderId) }),
    writes: true,
  },
  resendOrderDocuments: {
    document: 'mutation ($id: ID!) { resendOrderDocuments(orderId: $id) }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
    writes: true,
  },
  staffMembers: { document: 'query { staffMembers { id email role disabled } }' },
  addStaffMember: {
    document:
      'mutation ($email: String!) { addStaffMember(email: $email, role: "support") { staff { id } password } }',
    variables: (t) => ({ email: `new-${t.staffId}@foundry.test` }),
    writes: true,
  },
  changeStaffRole: {
    document: 'mutation ($id: ID!) { changeStaffRole(id: $id, role: "editor") { role } }',
    variables: (t) => ({ id: String(t.staffId) }),
    writes: true,
  },
  disableStaffMember: {
    document: 'mutation ($id: ID!) { disableStaffMember(id: $id) { disabled } }',
    variables: (t) => ({ id: String(t.staffId) }),
    writes: true,
  },
};
