import {
  type Database,
  openDatabase,
  orders,
  webfontsMonthBills,
  webfontsPageViews,
  webfontsProjects,
} from '@foundry/db';
import { eq, sql } from '@foundry/db/orm';
import { firstDayOfMonth, monthOf, previousMonth } from '@foundry/domain/webfonts/webfonts-months';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobLeases } from '../src/bootstrap/scheduled-jobs/job-leases.ts';
import { scheduledJobs } from '../src/bootstrap/scheduled-jobs/scheduled-jobs.ts';
import { createScheduler, type Scheduler } from '../src/bootstrap/scheduled-jobs/scheduler.ts';
import { createMailer } from '../src/integrations/mail/create-mailer.ts';
import { readOutbox } from '../src/integrations/mail/outbox-mailer.ts';
import { createVatChecker } from '../src/integrations/vat/create-vat-checker.ts';
import { createRepositories } from '../src/repositories/repositories.ts';
import { billWebfontsMonths } from '../src/services/webfonts/bill-webfonts-months.ts';
import { createAccountTestApp, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

// PostgreSQL only: two API processes (each its own pool on the test's database) bill the same
// months; every project month is billed once, with one order and one mail.
const silent = pino({ level: 'silent' });
const lastMonth = previousMonth(monthOf(new Date()));
const monthBefore = previousMonth(lastMonth);

describe('web font billing across two processes on one PostgreSQL database', () => {
  let app: TestApp;
  let second: Database;
  const schedulers: Scheduler[] = [];

  /** A second process's connection pool on the very database the test app uses. */
  async function openSecondProcess(): Promise<Database> {
    const result = await app.database.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name as string;
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }

  /** Three hosted projects of one owner with a billable last month, one also the month before. */
  async function billableProjects(): Promise<number[]> {
    const owner = await signUp(app, `two-processes-${Date.now()}@example.com`);
    const ids: number[] = [];
    for (const title of ['North', 'South', 'East']) {
      const [row] = await app.database.db
        .insert(webfontsProjects)
        .values({ userId: Number(owner.id), title, type: 'regular', licenseKey: `${title}-${Date.now()}` })
        .returning({ id: webfontsProjects.id });
      ids.push(row?.id as number);
    }
    await app.database.db
      .insert(webfontsPageViews)
      .values([
        ...ids.map((projectId) => ({ projectId, month: firstDayOfMonth(lastMonth), pageViews: 15_000 })),
        { projectId: ids[0] as number, month: firstDayOfMonth(monthBefore), pageViews: 10_001 },
      ]);
    return ids;
  }

  const servicesOf = () => ({
    mailer: createMailer(app.config.mail),
    vatChecker: createVatChecker(app.config.vat),
    urls: { publicUrl: app.config.publicUrl, apiUrl: app.config.apiUrl },
  });
  const billOrders = () => app.database.db.select().from(orders).where(eq(orders.type, 'WEBFONT_SERVICE'));
  const billMails = async () =>
    (await readOutbox(app.config.mail.outboxDir)).filter((message) => message.subject.includes('your bill'));

  beforeEach(async () => {
    app = await createAccountTestApp();
    second = await openSecondProcess();
  });
  afterEach(async () => {
    for (const scheduler of schedulers.splice(0)) await scheduler.stop().catch(() => {});
    await second.close();
    await app.close();
  });

  it('bills each project month once however many schedulers tick together', async () => {
    const ids = await billableProjects();
    for (const database of [app.database, second]) {
      schedulers.push(
        createScheduler({
          jobs: scheduledJobs(database.db, silent, servicesOf()),
          leases: createJobLeases(database),
          logger: silent,
        }),
      );
    }
    for (let tick = 0; tick < 3; tick += 1)
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));

    const bills = await app.database.db.select().from(webfontsMonthBills);
    expect(bills).toHaveLength(4);
    // Traffic in cents, then the seller's 21 % VAT (the owner has no address: a domestic sale).
    const amounts = (await billOrders())
      .map((order) => [order.subTotalAmount, order.vatAmount, order.totalAmount])
      .sort((a, b) => (b[0] as number) - (a[0] as number));
    expect(amounts).toEqual([
      [250, 53, 303],
      [250, 53, 303],
      [250, 53, 303],
      [50, 11, 61],
    ]);
    expect(await billMails()).toHaveLength(4);
    const [first] = await app.database.db
      .select()
      .from(webfontsProjects)
      .where(eq(webfontsProjects.id, ids[0] as number));
    // Its older bill is the one the project asks to pay first.
    const older = bills.find(
      (bill) => bill.projectId === ids[0] && bill.month === firstDayOfMonth(monthBefore),
    );
    expect(first?.unpaidOrderId).toBe(older?.orderId);
  });

  it('bills each project month once even when two runs overlap without the scheduler’s lease', async () => {
    await billableProjects();
    const run = (database: Database) =>
      billWebfontsMonths({
        billing: createRepositories(database.db).webfontsBilling,
        countryVat: createRepositories(database.db).countryVat,
        logger: silent,
        ...servicesOf(),
      });
    const [a, b] = await Promise.all([run(app.database), run(second)]);
    expect(a.billedMonths + b.billedMonths).toBe(4);
    expect([...a.orderIds, ...b.orderIds]).toHaveLength(4);
    expect(await billOrders()).toHaveLength(4);
    expect(await billMails()).toHaveLength(4);
  });
});
