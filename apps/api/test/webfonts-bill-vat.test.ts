import { countries, orderItems, orders, webfontsPageViews } from '@foundry/db';
import { eq, inArray } from '@foundry/db/orm';
import { SELLER_COUNTRY } from '@foundry/domain';
import { firstDayOfMonth, monthOf, previousMonth } from '@foundry/domain/webfonts/webfonts-months';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/integrations/mail/create-mailer.ts';
import { createVatChecker } from '../src/integrations/vat/create-vat-checker.ts';
import { createRepositories } from '../src/repositories/repositories.ts';
import { billWebfontsMonths } from '../src/services/webfonts/bill-webfonts-months.ts';
import { createAccountTestApp, HOME, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';
import { CREATE, catalogueFonts, type ProjectView, waitForGeneration } from './webfonts-helpers.ts';

const CREATE_ADDRESS = /* GraphQL */ `
  mutation ($address: AddressInput!) { createUserAddress(address: $address, isDefault: true) { id } }`;

/** 12,345 page views: the traffic line is 3 × 50 cents, 150 cents before VAT. */
const PAGE_VIEWS = 12_345;
const NET = 150;

describe('VAT on the monthly web font bills: the buyer’s country and VAT number, as any order', () => {
  let app: TestApp;
  const lastMonth = previousMonth(monthOf(new Date()));
  let rates: Map<string, number>;

  /** An owner (with this default address, if any) whose project viewed PAGE_VIEWS pages last month. */
  async function billedOwner(email: string, address: Record<string, unknown> | null) {
    const send = sender(app);
    const owner = await signUp(app, email);
    if (address) {
      const created = await send(CREATE_ADDRESS, { address }, owner.cookie);
      expect(created.body.errors).toBeUndefined();
    }
    const fonts = await catalogueFonts(app);
    const project = await send<{ createWebfontsProject: ProjectView }>(
      CREATE,
      {
        title: `Site of ${email}`,
        type: 'regular',
        domains: ['example.com'],
        billingEmails: [],
        editingEmails: [],
        fonts: [{ styleID: String(fonts.style.id), characterSets: ['latin'] }],
      },
      owner.cookie,
    );
    const id = project.body.data?.createWebfontsProject.id;
    if (!id) throw new Error(JSON.stringify(project.body));
    await waitForGeneration(app, owner.cookie, id);
    await app.database.db
      .insert(webfontsPageViews)
      .values({ projectId: Number(id), month: firstDayOfMonth(lastMonth), pageViews: PAGE_VIEWS });
    return Number(owner.id);
  }

  const billFor = async (userId: number) => {
    const [order] = await app.database.db.select().from(orders).where(eq(orders.userId, userId));
    if (!order) throw new Error(`no bill for user ${userId}`);
    const items = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    return { order, items };
  };

  let owners: Record<'home' | 'consumerEu' | 'reverseCharge' | 'export' | 'noAddress', number>;

  beforeAll(async () => {
    app = await createAccountTestApp();
    const rows = await app.database.db
      .select({ code: countries.code, rate: countries.standardVatRateBp })
      .from(countries)
      .where(inArray(countries.code, [SELLER_COUNTRY, 'DE']));
    rates = new Map(rows.map((row) => [row.code, row.rate]));
    owners = {
      home: await billedOwner('home-buyer@example.com', {
        ...HOME,
        country: SELLER_COUNTRY,
        zip: '110 00',
        phone: '+420 601 000 000',
      }),
      consumerEu: await billedOwner('de-consumer@example.com', { ...HOME, country: 'DE', zip: '10115' }),
      reverseCharge: await billedOwner('de-business@example.com', {
        ...HOME,
        country: 'DE',
        zip: '10115',
        vatNumber: 'DE123456789',
      }),
      // HOME is in the United Kingdom.
      export: await billedOwner('uk-buyer@example.com', HOME),
      noAddress: await billedOwner('no-address@example.com', null),
    };
    await billWebfontsMonths({
      billing: createRepositories(app.database.db).webfontsBilling,
      countryVat: createRepositories(app.database.db).countryVat,
      vatChecker: createVatChecker(app.config.vat),
      mailer: createMailer(app.config.mail),
      logger: pino({ level: 'silent' }),
      urls: app.config,
    });
  }, 600_000);
  afterAll(() => app.close());

  const expectVat = async (userId: number, rateBp: number, vatNumber: string | null) => {
    const { order, items } = await billFor(userId);
    const vat = Math.round((NET * rateBp) / 10_000);
    expect(order).toMatchObject({ subTotalAmount: NET, vatAmount: vat, totalAmount: NET + vat, vatNumber });
    expect(items.map((item) => [item.kind, item.vatRateBp, item.vatAmount])).toEqual([
      ['WEBFONTS_SERVICE_MONTH', rateBp, 0],
      ['WEBFONTS_SERVICE_MONTH_TRAFFIC', rateBp, vat],
    ]);
  };

  it('the seller’s country: its own rate', async () => {
    const rate = rates.get(SELLER_COUNTRY) ?? 0;
    expect(rate).toBeGreaterThan(0);
    await expectVat(owners.home, rate, null);
  });

  it('another EU country without a VAT number: that country’s rate (a digital service)', async () => {
    const rate = rates.get('DE') ?? 0;
    expect(rate).toBeGreaterThan(0);
    expect(rate).not.toBe(rates.get(SELLER_COUNTRY));
    await expectVat(owners.consumerEu, rate, null);
  });

  it('a VAT number the register confirms: reverse charge at 0 %, the number on the bill', async () => {
    await expectVat(owners.reverseCharge, 0, 'DE123456789');
  });

  it('outside the EU: no VAT', async () => {
    await expectVat(owners.export, 0, null);
  });

  it('no default address: priced as a domestic sale, as an order of unknown country is', async () => {
    await expectVat(owners.noAddress, rates.get(SELLER_COUNTRY) ?? 0, null);
  });
});
