import { auditLog, orders, sessions, users } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp, waitForMail } from '../account-helpers.ts';
import { BUYER_ADDRESS, insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertCustomer } from './customer-fixtures.ts';

const CUSTOMER = /* GraphQL */ `
  query ($id: ID!) {
    customer(id: $id) {
      customer { id email name orderCount }
      orders { id status }
      fonts { title orderId }
      webfontsProjects { id }
      clubPoints
      clubHistory { points kind description }
    }
  }
`;
const ADJUST = /* GraphQL */ `
  mutation ($id: ID!, $points: Int!, $reason: String!) {
    adjustClubPoints(customerId: $id, points: $points, reason: $reason) { points kind description }
  }
`;
const RESET = 'mutation ($id: ID!) { sendPasswordResetLink(customerId: $id) }';
const EXPORT = 'mutation ($id: ID!) { exportCustomerData(customerId: $id) { fileName json } }';
const ERASE = /* GraphQL */ `
  mutation ($id: ID!, $email: String!) { eraseCustomer(customerId: $id, confirmEmail: $email) { ordersKept } }
`;

type Detail = {
  customer: {
    customer: { email: string; orderCount: number };
    orders: { id: string; status: string }[];
    fonts: { title: string; orderId: string }[];
    clubPoints: number;
    clubHistory: { points: number; kind: string; description: string }[];
  };
};

describe('back-office operations on customers', () => {
  let app: TestApp;
  let owner: string;
  let support: string;
  let editor: string;
  const auditOf = (entityId: number) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(entityId))));

  beforeAll(async () => {
    app = await createAccountTestApp();
    owner = await signInAs(app, 'owner');
    support = await signInAs(app, 'support');
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app.close());

  it('finds customers by part of their e-mail or name; editors are refused', async () => {
    const grace = await insertCustomer(app.database.db, { name: 'Grace Brewster Murray' });
    await insertCustomer(app.database.db, { name: 'Someone Else' });
    const query = 'query ($s: String) { customers(search: $s) { total nodes { id email name } } }';
    const byName = await adminSend<{ customers: { nodes: { email: string }[] } }>(
      app,
      query,
      { s: 'brewster' },
      support,
    );
    expect(byName.body.data?.customers.nodes.map((c) => c.email)).toEqual([grace.email]);
    const byEmail = await adminSend<{ customers: { nodes: { name: string }[] } }>(
      app,
      query,
      { s: grace.email.slice(0, 15).toUpperCase() },
      owner,
    );
    expect(byEmail.body.data?.customers.nodes.map((c) => c.name)).toEqual(['Grace Brewster Murray']);
    expect(adminCodeOf(await adminSend(app, query, { s: 'grace' }, editor))).toBe(STAFF_ERROR.FORBIDDEN);
  });

  it("shows a customer's orders and fonts owned", async () => {
    const customer = await insertCustomer(app.database.db);
    const paid = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'vollkorn' }],
      userId: customer.id,
    });
    const response = await adminSend<Detail>(app, CUSTOMER, { id: String(customer.id) }, support);
    expect(response.body.errors).toBeUndefined();
    const detail = response.body.data?.customer;
    expect(detail?.customer.orderCount).toBe(1);
    expect(detail?.orders).toEqual([{ id: String(paid.id), status: 'PAID' }]);
    expect(detail?.fonts.length).toBeGreaterThan(0);
    expect(detail?.fonts.every((font) => font.orderId === String(paid.id) && font.title !== '')).toBe(true);
    const missing = await adminSend(app, CUSTOMER, { id: '999999' }, support);
    expect(adminCodeOf(missing)).toBe(STAFF_ERROR.NOT_FOUND);
  });

  it('adjusts club points with a reason: audited, and in the club history the customer reads', async () => {
    const signedUp = await signUp(app, 'points-member@example.com');
    const id = Number(signedUp.id);
    const given = await adminSend(
      app,
      ADJUST,
      { id: signedUp.id, points: 120, reason: 'Sorry for the late parcel' },
      support,
    );
    expect(given.body.errors).toBeUndefined();
    const taken = await adminSend(
      app,
      ADJUST,
      { id: signedUp.id, points: -20, reason: 'Double booking' },
      owner,
    );
    expect(taken.body.errors).toBeUndefined();

    const detail = await adminSend<Detail>(app, CUSTOMER, { id: signedUp.id }, owner);
    expect(detail.body.data?.customer.clubPoints).toBe(100);
    expect(detail.body.data?.customer.clubHistory).toEqual([
      { points: -20, kind: 'adjustment', description: 'Double booking' },
      { points: 120, kind: 'adjustment', description: 'Sorry for the late parcel' },
    ]);
    const own = await sender(app)<{
      readClubTransactionHistory: { nodes: { points: number; description: string }[] };
    }>('{ readClubTransactionHistory { nodes { points description } } }', {}, signedUp.cookie);
    expect(own.body.data?.readClubTransactionHistory.nodes.map((n) => n.description)).toEqual([
      'Double booking',
      'Sorry for the late parcel',
    ]);

    const rows = await auditOf(id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'customer.club-points',
        { balance: 0 },
        { balance: 120, points: 120, reason: 'Sorry for the late parcel' },
      ],
      ['customer.club-points', { balance: 120 }, { balance: 100, points: -20, reason: 'Double booking' }],
    ]);

    const tooMany = await adminSend(
      app,
      ADJUST,
      { id: signedUp.id, points: -101, reason: 'Too many' },
      owner,
    );
    expect(adminCodeOf(tooMany)).toBe(STAFF_ERROR.CONFLICT);
    const invalid = await adminSend(app, ADJUST, { id: signedUp.id, points: 0, reason: ' ' }, owner);
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(invalid) ?? {}).sort()).toEqual(['points', 'reason']);
    const refused = await adminSend(app, ADJUST, { id: signedUp.id, points: 5, reason: 'Editor' }, editor);
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('mails the shop’s reset link, within the shop’s limit of reset mails', async () => {
    const customer = await insertCustomer(app.database.db);
    for (let sent = 0; sent < 3; sent += 1) {
      const response = await adminSend(app, RESET, { id: String(customer.id) }, support);
      expect(response.body.errors).toBeUndefined();
    }
    const mail = await waitForMail(app, customer.email, { subject: 'Reset your password' });
    expect(mail?.text).toMatch(/\/my_account\/reset-password\?token=\S+/);
    const fourth = await adminSend(app, RESET, { id: String(customer.id) }, support);
    expect(adminCodeOf(fourth)).toBe(STAFF_ERROR.CONFLICT);
    expect((await auditOf(customer.id)).map((row) => row.action)).toEqual(
      Array(3).fill('customer.password-reset-link'),
    );
  });

  it('exports what the shop holds about a customer, without secrets', async () => {
    const customer = await insertCustomer(app.database.db, { name: 'Export Me' });
    await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }], userId: customer.id });
    await adminSend(app, ADJUST, { id: String(customer.id), points: 7, reason: 'Welcome' }, owner);
    const response = await adminSend<{ exportCustomerData: { fileName: string; json: string } }>(
      app,
      EXPORT,
      { id: String(customer.id) },
      support,
    );
    expect(response.body.errors).toBeUndefined();
    const exported = response.body.data?.exportCustomerData;
    expect(exported?.fileName).toMatch(new RegExp(`^customer-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(exported?.json ?? '{}');
    expect(data.account).toMatchObject({ id: customer.id, email: customer.email, name: 'Export Me' });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.orders).toHaveLength(1);
    expect(data.orderItems.length).toBeGreaterThan(0);
    expect(data.clubTransactions.map((move: { description: string }) => move.description)).toEqual([
      'Welcome',
    ]);
    expect((await auditOf(customer.id)).map((row) => row.action)).toEqual([
      'customer.club-points',
      'customer.export',
    ]);
  });

  it('erases a customer: sessions end, sign-in fails, orders keep only the invoice data', async () => {
    const email = 'erase-me@example.com';
    const signedUp = await signUp(app, email);
    const id = Number(signedUp.id);
    const paid = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'vollkorn' }],
      userId: id,
      invoiceAddress: { ...BUYER_ADDRESS, email, phone: '+49 89 1234', vatNumber: 'DE123456789' },
    });
    const wrong = await adminSend(app, ERASE, { id: signedUp.id, email: 'someone@example.com' }, owner);
    expect(fieldsOf(wrong)).toHaveProperty('confirmEmail');
    expect(adminCodeOf(await adminSend(app, ERASE, { id: signedUp.id, email }, editor))).toBe(
      STAFF_ERROR.FORBIDDEN,
    );
    expect(await auditOf(id)).toHaveLength(0);

    const erased = await adminSend<{ eraseCustomer: { ordersKept: number } }>(
      app,
      ERASE,
      { id: signedUp.id, email: email.toUpperCase() },
      support,
    );
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data?.eraseCustomer.ordersKept).toBe(1);

    const db = app.database.db;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.id, paid.id));
    expect(order?.userId).toBeNull();
    expect(order?.email).toBeNull();
    expect(order?.status).toBe('PAID');
    expect(order?.invoiceAddress).toEqual({
      name: BUYER_ADDRESS.name,
      organization: BUYER_ADDRESS.organization,
      address: BUYER_ADDRESS.address,
      city: BUYER_ADDRESS.city,
      zip: BUYER_ADDRESS.zip,
      countryCode: BUYER_ADDRESS.countryCode,
      vatNumber: 'DE123456789',
    });
    expect(order?.deliveryAddress).toBeNull();
    expect(order?.licenseAddress).toBeNull();

    const send = sender(app);
    const me = await send('{ readUser { id } }', {}, signedUp.cookie);
    expect(codeOf(me)).toBe(1);
    const signIn = await send<{ createToken: { valid: boolean } }>(
      'mutation ($e: String!, $p: String!) { createToken(email: $e, password: $p) { valid } }',
      { e: email, p: 'correct horse battery' },
    );
    expect(signIn.body.data?.createToken.valid ?? false).toBe(false);

    const [audit] = await auditOf(id);
    expect(audit?.action).toBe('customer.erase');
    expect(JSON.stringify(audit)).not.toContain(email);
  });
});
