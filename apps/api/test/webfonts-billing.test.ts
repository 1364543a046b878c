import { orderItems, orders, webfontsPageViews, webfontsProjects } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { WEBFONTS_BILL_PAYMENT_DAYS } from '@foundry/domain/webfonts/webfonts-monthly-bill';
import { firstDayOfMonth, monthOf, previousMonth } from '@foundry/domain/webfonts/webfonts-months';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/integrations/mail/create-mailer.ts';
import { readOutbox } from '../src/integrations/mail/outbox-mailer.ts';
import { createVatChecker } from '../src/integrations/vat/create-vat-checker.ts';
import { createRepositories } from '../src/repositories/repositories.ts';
import { releaseExpiredOrders } from '../src/services/orders/release-expired-orders.ts';
import { billWebfontsMonths } from '../src/services/webfonts/bill-webfonts-months.ts';
import { codeOf, createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { SECRET, VISA } from './club-test-kit.ts';
import type { TestApp } from './harness.ts';
import {
  CREATE,
  catalogueFonts,
  PROJECT_FIELDS,
  type ProjectView,
  waitForGeneration,
} from './webfonts-helpers.ts';

const SITE = 'https://www.example.com';
const DAY_MS = 86_400_000;

describe('monthly billing of hosted web font projects', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };
  const lastMonth = previousMonth(monthOf(new Date()));

  const billing = (now = new Date()) =>
    billWebfontsMonths(
      {
        billing: createRepositories(app.database.db).webfontsBilling,
        countryVat: createRepositories(app.database.db).countryVat,
        vatChecker: createVatChecker(app.config.vat),
        mailer: createMailer(app.config.mail),
        logger: pino({ level: 'silent' }),
        urls: app.config,
      },
      now,
    );
  const mailsTo = async (to: string) =>
    (await readOutbox(app.config.mail.outboxDir)).filter((message) => message.to === to);
  const projectRow = async (id: string) => {
    const [row] = await app.database.db
      .select()
      .from(webfontsProjects)
      .where(eq(webfontsProjects.id, Number(id)));
    return row;
  };
  const read = async (id: string) =>
    (
      await send<{ readWebfontsProjects: { nodes: (ProjectView & { paymentUrl: string | null })[] } }>(
        `query ($id: ID) { readWebfontsProjects(id: $id, pageSize: 1) { nodes { ${PROJECT_FIELDS} } } }`,
        { id },
        owner.cookie,
      )
    ).body.data?.readWebfontsProjects.nodes[0];
  const viewed = (projectId: string, month: string, pageViews: number) =>
    app.database.db
      .insert(webfontsPageViews)
      .values({ projectId: Number(projectId), month: firstDayOfMonth(month), pageViews });
  const billedFlag = async (projectId: string, month: string) => {
    const [row] = await app.database.db
      .select({ billed: webfontsPageViews.billed })
      .from(webfontsPageViews)
      .where(
        and(
          eq(webfontsPageViews.projectId, Number(projectId)),
          eq(webfontsPageViews.month, firstDayOfMonth(month)),
        ),
      );
    return row?.billed;
  };

  async function createProject(title: string, emails: { billing?: string[]; editing?: string[] } = {}) {
    const fonts = await catalogueFonts(app);
    const created = await send<{ createWebfontsProject: ProjectView }>(
      CREATE,
      {
        title,
        type: 'regular',
        domains: ['example.com'],
        billingEmails: emails.billing ?? [],
        editingEmails: emails.editing ?? [],
        fonts: [{ styleID: String(fonts.style.id), characterSets: ['latin'] }],
      },
      owner.cookie,
    );
    const id = created.body.data?.createWebfontsProject.id;
    if (!id) throw new Error(JSON.stringify(created.body));
    return waitForGeneration(app, owner.cookie, id);
  }

  beforeAll(async () => {
    app = await createAccountTestApp({ PAYMENT_TEST_SECRET: SECRET });
    send = sender(app);
    owner = await signUp(app, 'billed-owner@example.com');
  });
  afterAll(() => app.close());

  it('tells the billing and editing addresses they were added, once each', async () => {
    const project = await createProject('Invitations', {
      billing: ['ledger@example.com'],
      editing: ['designer@example.com'],
    });
    expect((await mailsTo('ledger@example.com')).map((mail) => mail.subject)).toEqual([
      'You were added to the web font project “Invitations”',
    ]);
    expect((await mailsTo('designer@example.com'))[0]?.text).toContain('as an editing contact');
    const updated = await send(
      `mutation ($id: ID!, $b: [String!]) { updateWebfontsProject(id: $id, billingEmails: $b) { id } }`,
      { id: project.id, b: ['ledger@example.com', 'second-ledger@example.com'] },
      owner.cookie,
    );
    expect(updated.body.errors).toBeUndefined();
    // The address kept is not written to again; the new one is.
    expect(await mailsTo('ledger@example.com')).toHaveLength(1);
    expect((await mailsTo('second-ledger@example.com'))[0]?.text).toContain('as a billing contact');
    expect((await read(project.id))?.billingEmails.map((row) => row.status)).toEqual(['INVITED', 'INVITED']);
  });

  it('bills a finished month once: a WEBFONT_SERVICE order per project and month, mailed with its pay link', async () => {
    const project = await createProject('Billed site', { billing: ['accounts@example.com'] });
    await viewed(project.id, lastMonth, 12_345);
    await viewed(project.id, monthOf(new Date()), 50_000);

    const first = await billing();
    const again = await billing();
    expect(first.orderIds).toHaveLength(1);
    expect(again.orderIds).toEqual([]);
    expect(await billedFlag(project.id, lastMonth)).toBe(true);
    // The month under way is billed when it is over.
    expect(await billedFlag(project.id, monthOf(new Date()))).toBe(false);

    const orderId = first.orderIds[0] as number;
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      type: 'WEBFONT_SERVICE',
      status: 'NEW',
      userId: Number(owner.id),
      // 150 cents of traffic and the seller's 21 % VAT: the owner has no default address, so the
      // bill is priced as a domestic sale (webfonts-bill-vat.test.ts covers the other countries).
      subTotalAmount: 150,
      vatAmount: 32,
      totalAmount: 182,
      currency: 'EUR',
    });
    const items = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((item) => [item.kind, item.quantity, item.unitPriceAmount])).toEqual([
      ['WEBFONTS_SERVICE_MONTH', 1, 0],
      ['WEBFONTS_SERVICE_MONTH_TRAFFIC', 3, 50],
    ]);

    const payLink = `${app.config.publicUrl}/pay/${orderId}/${encodeURIComponent(order?.hash ?? '')}`;
    expect((await read(project.id))?.paymentUrl).toBe(payLink);
    for (const to of ['billed-owner@example.com', 'accounts@example.com']) {
      const bills = (await mailsTo(to)).filter((mail) => mail.subject.includes('your bill'));
      expect(bills.map((mail) => mail.subject)).toEqual([
        `Web font project “Billed site”: your bill for ${lastMonth}`,
      ]);
      expect(bills[0]?.text).toContain(payLink);
      expect(bills[0]?.text).toContain('€1.82');
    }

    // The buyer cannot cancel a bill, and it never expires as an abandoned checkout does.
    const cancel = await send(
      'mutation ($id: ID!) { cancelOrder(id: $id) { id } }',
      { id: String(orderId) },
      owner.cookie,
    );
    expect(codeOf(cancel)).toBe(200);
    await releaseExpiredOrders(
      { orders: createRepositories(app.database.db).orders },
      new Date(Date.now() + 30 * DAY_MS),
    );
    const [kept] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept?.status).toBe('NEW');
  });

  it('marks a month within the free page views billed without an order', async () => {
    const project = await createProject('Quiet site');
    await viewed(project.id, lastMonth, 9_000);
    const run = await billing();
    expect(run.orderIds).toEqual([]);
    expect(await billedFlag(project.id, lastMonth)).toBe(true);
    expect((await projectRow(project.id))?.unpaidOrderId).toBeNull();
  });

  it('pauses a project whose bill is unpaid after the payment days (the kit stops), and paying serves it again', async () => {
    const project = await createProject('Late payer', { billing: ['late-accounts@example.com'] });
    const cssPath = new URL(project.cssUrl as string).pathname;
    await viewed(project.id, lastMonth, 20_500);
    const billed = await billing();
    const orderId = billed.orderIds[0] as number;
    expect((await projectRow(project.id))?.unpaidOrderId).toBe(orderId);

    // Within the payment days nothing pauses.
    expect(
      (await billing(new Date(Date.now() + (WEBFONTS_BILL_PAYMENT_DAYS - 1) * DAY_MS))).pausedProjectIds,
    ).toEqual([]);
    expect((await app.fetch(cssPath, { headers: { referer: SITE } })).status).toBe(200);

    const late = await billing(new Date(Date.now() + (WEBFONTS_BILL_PAYMENT_DAYS + 1) * DAY_MS));
    // (The earlier test's unpaid bill pauses its project too.)
    expect(late.pausedProjectIds).toContain(Number(project.id));
    const paused = await read(project.id);
    expect(paused?.status).toBe('PAUSED_NOT_PAID');
    expect(paused?.canDelete).toBe(false);
    expect((await app.fetch(cssPath, { headers: { referer: SITE } })).status).toBe(403);
    const notices = (await mailsTo('late-accounts@example.com')).filter((mail) =>
      mail.subject.includes('paused'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(paused?.paymentUrl as string);
    // The user cannot lift it by hand.
    const resumed = await send(
      'mutation ($id: ID!) { updateWebfontsProjectStatus(id: $id, status: ACTIVE) { status } }',
      { id: project.id },
      owner.cookie,
    );
    expect(codeOf(resumed)).toBe(103);

    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    const paid = await send<{ makePayment: { resultCode: string; order: { status: string } } }>(
      `mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
        makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode order { status } }
      }`,
      {
        orderID: String(orderId),
        hash: order?.hash,
        method: VISA,
        returnUrl: `${app.config.publicUrl}/pay/${orderId}`,
      },
      owner.cookie,
    );
    expect(paid.body.data?.makePayment).toEqual({ resultCode: 'Authorised', order: { status: 'PAID' } });
    const settled = await read(project.id);
    expect(settled?.status).toBe('ACTIVE');
    expect(settled?.paymentUrl).toBeNull();
    expect((await projectRow(project.id))?.unpaidOrderId).toBeNull();
    expect((await app.fetch(cssPath, { headers: { referer: SITE } })).status).toBe(200);
  });

  it('bills a deleted project’s last month too, and never another user’s project to this user', async () => {
    const project = await createProject('Closed site');
    await viewed(project.id, lastMonth, 11_000);
    const deleted = await send(
      'mutation ($id: ID!) { deleteWebfontsProject(id: $id) }',
      { id: project.id },
      owner.cookie,
    );
    expect(deleted.body.errors).toBeUndefined();
    const other = await signUp(app, 'other-payer@example.com');
    const run = await billing();
    expect(run.orderIds).toHaveLength(1);
    const [order] = await app.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, run.orderIds[0] as number));
    expect(order?.userId).toBe(Number(owner.id));
    expect(order?.userId).not.toBe(Number(other.id));
    expect(order?.subTotalAmount).toBe(50);
  });
});
