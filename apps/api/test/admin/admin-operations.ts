import { type Db, families } from '@foundry/db';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { insertOrder } from '../payment-orders.ts';
import { insertAuthorisedPayment, insertPendingSubmission } from './admin-helpers.ts';

/** The records one walk step works on, fresh for each call (a write must find something to change). */
export interface WalkTargets {
  paidOrderId: number;
  newOrderId: number;
  posterOrderId: number;
  submissionId: number;
  /** A fresh unpublished family: publishing it is a change each time. */
  familyId: number;
}

export async function walkTargets(app: TestApp): Promise<WalkTargets> {
  const db: Db = app.database.db;
  const paid = await insertPaidOrder(db, { families: [{ familyUrl: 'vollkorn' }] });
  await insertAuthorisedPayment(db, paid, 100_000);
  const poster = await insertPaidOrder(db, { families: [], withPhysicalItem: true });
  const fresh = await insertOrder(app);
  const submission = await insertPendingSubmission(db);
  const suffix = Math.random().toString(36).slice(2, 10);
  const [family] = await db
    .insert(families)
    .values({ url: `walk-family-${suffix}`, title: 'Walk Family', published: false })
    .returning({ id: families.id });
  return {
    familyId: family?.id ?? -1,
    paidOrderId: paid.id,
    newOrderId: fresh.id,
    posterOrderId: poster.id,
    submissionId: submission.id,
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
  families: { document: 'query { families(search: "walk") { id title published } }' },
  family: {
    document: 'query ($id: ID!) { family(id: $id) { id title encodings { id } } }',
    variables: (t) => ({ id: String(t.familyId) }),
  },
  updateFamily: {
    document: `mutation ($id: ID!) {
      updateFamily(id: $id, input: { title: "Walk Family Renamed", categories: [], preRelease: false,
        hasWeightCalculator: false, pairingIds: [], relatedIds: [] }) { id title }
    }`,
    variables: (t) => ({ id: String(t.familyId) }),
    writes: true,
  },
  setFamilyPublished: {
    document: 'mutation ($id: ID!) { setFamilyPublished(id: $id, published: true) { id published } }',
    variables: (t) => ({ id: String(t.familyId) }),
    writes: true,
  },
};
