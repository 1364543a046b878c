import { users, webfontsPageViews, webfontsProjects } from '@foundry/db';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, fieldsOf } from '../account-helpers.ts';
import { familyProductId, insertRefund, insertSale } from '../fixtures/report-sales.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

// The acceptance of the reports (docs/back-office.md, "Reports"): sales of a seeded quarter, 2031-Q2
// (1 April to 30 June 2031, far from any other test's orders), against figures worked out by hand
// below. The seller is in CZ. Amounts are cents, net of VAT unless named gross.

const VAT_OSS = /* GraphQL */ `
  query ($quarter: String!) {
    vatOssReport(quarter: $quarter) {
      quarter
      consumerSales { country countryName rateBp currency taxableAmount vatAmount correctionTaxableAmount correctionVatAmount }
      reverseCharge { country vatNumber currency amount correctionAmount }
    }
  }
`;
const SALES = /* GraphQL */ `
  query ($by: SalesReportGrouping!, $from: String!, $to: String!) {
    salesReport(by: $by, from: $from, to: $to) { key label currency net vat gross }
  }
`;
const PAGE_VIEWS = /* GraphQL */ `
  query ($from: String!, $to: String!) {
    pageViewReport(from: $from, to: $to) { projects { projectTitle customerEmail month pageViews } totals { month pageViews } }
  }
`;

describe('the owner reports', () => {
  let app: TestApp;
  let owner: string;

  beforeAll(async () => {
    app = await createAccountTestApp();
    owner = await signInAs(app, 'owner');
    const db = app.database.db;
    const vollkorn = await familyProductId(db, 'vollkorn');

    // A: DE consumer, a font at 19 % and an e-book at DE's reduced 7 %.
    await insertSale(db, {
      paidAt: '2031-04-10T09:00:00Z',
      invoiceCountry: 'DE',
      lines: [
        { productId: vollkorn, net: 10_000, vatRateBp: 1900, vat: 1900 },
        { kind: 'EBOOK_PRODUCT', net: 2000, vatRateBp: 700, vat: 140 },
      ],
    });
    // B: FR consumer, a font at 20 % under desktop (with a named third party); one line refunded
    // in part in May: 6000 gross at 20 % is 5000 net and 1000 VAT.
    const b = await insertSale(db, {
      paidAt: '2031-05-05T12:00:00Z',
      invoiceCountry: 'FR',
      lines: [
        {
          productId: vollkorn,
          net: 20_000,
          vatRateBp: 2000,
          vat: 4000,
          license: [{ id: 'desktop' }, { id: 'third-party-1' }],
        },
      ],
    });
    await insertRefund(db, {
      orderId: b.id,
      orderItemId: b.itemIds[0] as number,
      amount: 6000,
      at: '2031-05-12T08:00:00Z',
    });
    // An FR buyer whose VAT number was not confirmed pays French VAT: a consumer sale.
    await insertSale(db, {
      paidAt: '2031-05-06T12:00:00Z',
      invoiceCountry: 'FR',
      vatNumber: 'FR00000000000',
      lines: [{ net: 1000, vatRateBp: 2000, vat: 200 }],
    });
    // C: invoiced in DE, a poster sent to AT (taxed in AT at 20 %, as is its shipping) and a font
    // (taxed in DE at 19 %). Half of it refunded in June, 5385 of 10 770 gross, shared by gross:
    // poster 3000 (500 VAT), shipping 600 (100 VAT), font 1785 (285 VAT).
    const c = await insertSale(db, {
      paidAt: '2031-06-01T10:00:00Z',
      invoiceCountry: 'DE',
      deliveryCountry: 'AT',
      lines: [
        { kind: 'PHYSICAL_PRODUCT', net: 5000, vatRateBp: 2000, vat: 1000 },
        { net: 3000, vatRateBp: 1900, vat: 570 },
      ],
      shipping: { net: 1000, vatRateBp: 2000, vat: 200 },
    });
    await insertRefund(db, { orderId: c.id, amount: 5385, at: '2031-06-15T10:00:00Z' });
    // D: an IT business with a confirmed VAT number: reverse charge, no VAT.
    await insertSale(db, {
      paidAt: '2031-04-20T10:00:00Z',
      invoiceCountry: 'IT',
      vatNumber: 'IT12345678901',
      lines: [{ net: 50_000, vatRateBp: 0, vat: 0 }],
    });
    // G: NL consumer paid in the quarter before, refunded whole in May: a correction only.
    const g = await insertSale(db, {
      paidAt: '2031-03-31T23:59:59Z',
      status: 'REFUNDED',
      invoiceCountry: 'NL',
      lines: [{ productId: vollkorn, net: 10_000, vatRateBp: 2100, vat: 2100 }],
    });
    await insertRefund(db, { orderId: g.id, amount: 12_100, at: '2031-05-10T10:00:00Z' });
    // Outside the return: paid the first second of Q3, a US sale, a domestic CZ sale, an unpaid order.
    await insertSale(db, {
      paidAt: '2031-07-01T00:00:00Z',
      invoiceCountry: 'DE',
      lines: [{ net: 7000, vatRateBp: 1900, vat: 1330 }],
    });
    await insertSale(db, {
      paidAt: '2031-04-25T10:00:00Z',
      invoiceCountry: 'US',
      lines: [{ net: 8000, vatRateBp: 0, vat: 0 }],
    });
    await insertSale(db, {
      paidAt: '2031-05-20T10:00:00Z',
      invoiceCountry: 'CZ',
      lines: [{ net: 4000, vatRateBp: 2100, vat: 840 }],
    });
    await insertSale(db, {
      paidAt: null,
      status: 'NEW',
      invoiceCountry: 'DE',
      lines: [{ net: 9000, vatRateBp: 1900, vat: 1710 }],
    });
  });
  afterAll(() => app.close());

  it('the One-Stop-Shop return of the quarter matches the figures worked out by hand', async () => {
    const response = await adminSend(app, VAT_OSS, { quarter: '2031-Q2' }, owner);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.vatOssReport).toEqual({
      quarter: '2031-Q2',
      consumerSales: [
        // AT: poster 5000 + shipping 1000; refund of C: −(2500 + 500) net, −(500 + 100) VAT.
        row('AT', 'Austria', 2000, 6000, 1200, -3000, -600),
        // DE 19 %: A's font 10 000 + C's font 3000; refund of C: −1500 net, −285 VAT.
        row('DE', 'Germany', 1900, 13_000, 2470, -1500, -285),
        row('DE', 'Germany', 700, 2000, 140, 0, 0),
        // FR: B 20 000 + the unconfirmed buyer's 1000; B's line refund −5000 / −1000.
        row('FR', 'France', 2000, 21_000, 4200, -5000, -1000),
        // NL: nothing sold this quarter; G's refund of 12 100 gross at 21 %.
        row('NL', 'Netherlands', 2100, 0, 0, -10_000, -2100),
      ],
      reverseCharge: [
        { country: 'IT', vatNumber: 'IT12345678901', currency: 'EUR', amount: 50_000, correctionAmount: 0 },
      ],
    });
  });

  it('sales by month subtract refunds in the month they were given', async () => {
    const response = await adminSend(app, SALES, { by: 'MONTH', from: '2031-04', to: '2031-06' }, owner);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.salesReport).toEqual([
      // April: A 12 000 / 2040, D 50 000, US 8000.
      { key: '2031-04', label: '2031-04', currency: 'EUR', net: 70_000, vat: 2040, gross: 72_040 },
      // May: B 20 000 / 4000, FR 1000 / 200, CZ 4000 / 840; refunds of G −10 000 / −2100 and B −5000 / −1000.
      { key: '2031-05', label: '2031-05', currency: 'EUR', net: 10_000, vat: 1940, gross: 11_940 },
      // June: C 9000 / 1770; its refund −4500 / −885.
      { key: '2031-06', label: '2031-06', currency: 'EUR', net: 4500, vat: 885, gross: 5385 },
    ]);
  });

  it('sales by family and by licence', async () => {
    const period = { from: '2031-04', to: '2031-06' };
    const byFamily = await adminSend<{ salesReport: { key: string; net: number; vat: number }[] }>(
      app,
      SALES,
      { by: 'FAMILY', ...period },
      owner,
    );
    // Vollkorn: A 10 000 / 1900 and B 20 000 / 4000 less B's refund 5000 / 1000 (G's sale is of
    // March; its refund of May counts): −10 000 / −2100.
    expect(byFamily.body.data?.salesReport.find((r) => r.key === 'vollkorn')).toMatchObject({
      net: 15_000,
      vat: 2800,
    });
    const byLicence = await adminSend<{ salesReport: { key: string; net: number; vat: number }[] }>(
      app,
      SALES,
      { by: 'LICENCE', ...period },
      owner,
    );
    // Only B carries a licence; its third party is no licence of its own.
    expect(byLicence.body.data?.salesReport.find((r) => r.key === 'desktop')).toMatchObject({
      net: 15_000,
      vat: 3000,
    });
    expect(byLicence.body.data?.salesReport.some((r) => r.key.includes('third-party'))).toBe(false);
  });

  it('page views per project and month, and per month', async () => {
    const db = app.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'meter@example.com', name: 'Meter' })
      .returning({ id: users.id });
    const projects = await db
      .insert(webfontsProjects)
      .values(
        ['Blog', 'Shop'].map((title) => ({
          userId: user?.id as number,
          title,
          type: 'regular' as const,
          licenseKey: `report-${title}`,
        })),
      )
      .returning({ id: webfontsProjects.id });
    const [blog, shop] = projects.map((project) => project.id) as [number, number];
    await db.insert(webfontsPageViews).values([
      { projectId: blog, month: '2031-04-01', pageViews: 1200 },
      { projectId: shop, month: '2031-04-01', pageViews: 300 },
      { projectId: blog, month: '2031-05-01', pageViews: 900 },
      { projectId: blog, month: '2031-07-01', pageViews: 5000 },
    ]);
    const response = await adminSend(app, PAGE_VIEWS, { from: '2031-04', to: '2031-06' }, owner);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.pageViewReport).toEqual({
      projects: [
        { projectTitle: 'Blog', customerEmail: 'meter@example.com', month: '2031-04', pageViews: 1200 },
        { projectTitle: 'Shop', customerEmail: 'meter@example.com', month: '2031-04', pageViews: 300 },
        { projectTitle: 'Blog', customerEmail: 'meter@example.com', month: '2031-05', pageViews: 900 },
      ],
      totals: [
        { month: '2031-04', pageViews: 1500 },
        { month: '2031-05', pageViews: 900 },
      ],
    });
  });

  it('refuses a malformed period with field errors, and other roles', async () => {
    const badQuarter = await adminSend(app, VAT_OSS, { quarter: '2031-Q5' }, owner);
    expect(fieldsOf(badQuarter)).toEqual({ quarter: 'Give a quarter as YYYY-Qn, such as 2026-Q3.' });
    const reversed = await adminSend(app, SALES, { by: 'MONTH', from: '2031-06', to: '2031-04' }, owner);
    expect(fieldsOf(reversed)).toHaveProperty('to');
    const tooLong = await adminSend(app, SALES, { by: 'MONTH', from: '2020-01', to: '2031-04' }, owner);
    expect(fieldsOf(tooLong)).toEqual({ to: 'A report covers at most 36 months.' });
    for (const role of ['editor', 'support'] as const) {
      const cookie = await signInAs(app, role);
      const refused = await adminSend(app, VAT_OSS, { quarter: '2031-Q2' }, cookie);
      expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
    }
  });
});

function row(
  country: string,
  countryName: string,
  rateBp: number,
  taxableAmount: number,
  vatAmount: number,
  correctionTaxableAmount: number,
  correctionVatAmount: number,
) {
  return {
    country,
    countryName,
    rateBp,
    currency: 'EUR',
    taxableAmount,
    vatAmount,
    correctionTaxableAmount,
    correctionVatAmount,
  };
}
