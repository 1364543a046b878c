import { auditLog, orders } from '@foundry/db';
import { eq, sql } from '@foundry/db/orm';
import { roleMay, STAFF_ROLES, type StaffRole } from '@foundry/domain/staff/staff-roles';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSchema } from '../../src/admin/admin-schema.ts';
import { ADMIN_FIELD_RULES } from '../../src/admin/field-rules.ts';
import { createAccountTestApp, signUp } from '../account-helpers.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { ADMIN_OPERATIONS, walkTargets } from './admin-operations.ts';

const SIGN_IN_FIELDS = new Set(['staffSignIn', 'staffSignOut']);

function rootFieldNames(): string[] {
  return [adminSchema.getQueryType(), adminSchema.getMutationType()].flatMap((type) =>
    Object.keys(type?.getFields() ?? {}),
  );
}

async function auditRows(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}

/** What the role table says a role may do with a field. */
function allowed(role: StaffRole, field: string): boolean {
  const rule = ADMIN_FIELD_RULES[field];
  return rule === 'public' || rule === 'signed-in' || (rule !== undefined && roleMay(role, rule));
}

describe('the admin schema’s authorisation walk', () => {
  let app: TestApp;
  const cookies = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    app = await createAccountTestApp();
    for (const role of STAFF_ROLES) cookies[role] = await signInAs(app, role);
  });
  afterAll(() => app.close());

  it('has a rule and a walk document for every root field, and none for a field that is gone', () => {
    const names = rootFieldNames().sort();
    expect(Object.keys(ADMIN_FIELD_RULES).sort()).toEqual(names);
    const walked = [...Object.keys(ADMIN_OPERATIONS), ...SIGN_IN_FIELDS].sort();
    expect(walked).toEqual(names);
  });

  it.each(Object.keys(ADMIN_OPERATIONS))('%s refuses a request without a staff session', async (field) => {
    const operation = ADMIN_OPERATIONS[field] as (typeof ADMIN_OPERATIONS)[string];
    const targets = await walkTargets(app);
    const before = await auditRows(app);
    const response = await adminSend(app, operation.document, operation.variables?.(targets) ?? {});
    expect(adminCodeOf(response), JSON.stringify(response.body)).toBe(STAFF_ERROR.UNAUTHENTICATED);
    expect(response.body.data ?? null).toBeNull();
    expect(await auditRows(app)).toBe(before);
  });

  it.each(Object.keys(ADMIN_OPERATIONS))('%s refuses a customer’s session', async (field) => {
    const operation = ADMIN_OPERATIONS[field] as (typeof ADMIN_OPERATIONS)[string];
    const customer = await signUp(app, `walker-${field.toLowerCase()}@example.com`);
    const targets = await walkTargets(app);
    const response = await adminSend(
      app,
      operation.document,
      operation.variables?.(targets) ?? {},
      customer.cookie,
    );
    expect(adminCodeOf(response)).toBe(STAFF_ERROR.UNAUTHENTICATED);
  });

  const cases = Object.keys(ADMIN_OPERATIONS).flatMap((field) =>
    STAFF_ROLES.map((role) => [field, role] as const),
  );

  it.each(cases)(
    '%s as %s follows the role table, and a write leaves exactly one audit row',
    async (field, role) => {
      const operation = ADMIN_OPERATIONS[field] as (typeof ADMIN_OPERATIONS)[string];
      const targets = await walkTargets(app);
      const before = await auditRows(app);
      const response = await adminSend(
        app,
        operation.document,
        operation.variables?.(targets) ?? {},
        cookies[role],
      );
      if (allowed(role, field)) {
        expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
        expect(await auditRows(app)).toBe(before + (operation.writes ? 1 : 0));
      } else {
        expect(adminCodeOf(response)).toBe(STAFF_ERROR.FORBIDDEN);
        expect(response.body.data ?? null).toBeNull();
        expect(await auditRows(app)).toBe(before);
      }
    },
  );

  it('lets support refund only up to its limit per order; owners beyond it', async () => {
    const targets = await walkTargets(app);
    // An order of EUR 800: above support's limit of EUR 500.
    await app.database.db
      .update(orders)
      .set({ totalAmount: 80_000 })
      .where(eq(orders.id, targets.paidOrderId));
    const refund = 'mutation ($id: ID!) { refundOrder(orderId: $id, amount: 60000) { status } }';
    const support = await adminSend(app, refund, { id: String(targets.paidOrderId) }, cookies.support);
    expect(adminCodeOf(support)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(support.body.errors?.[0]?.message).toMatch(/up to 50000 cents/);
    const owner = await adminSend(app, refund, { id: String(targets.paidOrderId) }, cookies.owner);
    expect(owner.body.errors).toBeUndefined();
  });
});
