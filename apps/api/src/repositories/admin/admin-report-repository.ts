import type { Db } from '@foundry/db';
import { type SQL, sql } from '@foundry/db/orm';
import { PICKUP_SHIPPING_TYPE, SELLER_COUNTRY } from '@foundry/domain';
import type { ReportPeriod } from '@foundry/domain/reports/report-period';
import { executeRows } from '../execute-rows.ts';

/**
 * The owner's reports (docs/back-office.md, "Reports"), each one aggregating statement. They all read
 * one ledger: every taxed line of a sold order (its items and its shipping) booked when the order was
 * paid, and every refund booked, negative, when it was given, split over the lines it gave back.
 */

export type SalesGrouping = 'FAMILY' | 'LICENCE' | 'MONTH';

export interface SalesReportRow {
  key: string;
  /** A family's title, licence slugs joined by ' + ', a month; a line kind when there is none. */
  label: string;
  currency: string;
  net: number;
  vat: number;
}

export interface OssSalesRow {
  country: string;
  countryName: string;
  rateBp: number;
  currency: string;
  taxableAmount: number;
  vatAmount: number;
  /** Refunds given in the period (zero or negative). */
  correctionTaxableAmount: number;
  correctionVatAmount: number;
}

export interface ReverseChargeRow {
  country: string;
  countryName: string;
  vatNumber: string;
  currency: string;
  amount: number;
  correctionAmount: number;
}

export interface PageViewRow {
  projectId: number;
  projectTitle: string;
  customerEmail: string;
  month: string;
  pageViews: number;
}

/** A sale: paid (and maybe refunded since); unpaid, cancelled and quotes are none. */
const SOLD = sql`o.paid_at is not null and o.status in ('PAID', 'REFUNDED') and not o.is_price_calculation`;

/** Where goods are taxed (goodsTaxCountry): the seller's when collected, else where they go. */
const GOODS_COUNTRY = sql`case when o.shipping->>'type' = ${PICKUP_SHIPPING_TYPE} then ${SELLER_COUNTRY}::text
  else coalesce(o.delivery_address->>'countryCode', o.invoice_address->>'countryCode') end`;

/** Every taxed line of the sold orders matching a condition: items and shipping, net after discount. */
function taxedLines(orderCondition: SQL): SQL {
  return sql`
    select o.id as order_id, o.currency::text as currency, o.paid_at,
      nullif(trim(o.vat_number), '') as vat_number,
      oi.id as item_id, oi.kind::text as kind, oi.product_id, oi.license,
      oi.unit_price_amount * oi.quantity - oi.discount_amount as net,
      oi.vat_amount as vat, oi.vat_rate_bp as rate_bp,
      case when oi.kind = 'PHYSICAL_PRODUCT' then ${GOODS_COUNTRY}
        else o.invoice_address->>'countryCode' end as country
    from orders o join order_items oi on oi.order_id = o.id
    where ${SOLD} and ${orderCondition}
    union all
    select o.id, o.currency::text, o.paid_at, nullif(trim(o.vat_number), ''),
      null, 'SHIPPING', null, null,
      o.shipping_amount, coalesce((o.shipping->>'vatAmount')::int, 0),
      coalesce((o.shipping->>'vatRateBp')::int, 0), ${GOODS_COUNTRY}
    from orders o
    where ${SOLD} and o.shipping_amount > 0 and ${orderCondition}`;
}

/**
 * The ledger of a period: sales booked at payment, refunds at their date. A refund of one line is
 * that line's; a refund of the order is shared over its lines in proportion to their gross. Each
 * share's VAT is taken out at the line's rate (prices are net, so gross = net × (1 + rate)).
 */
function ledger({ from, to }: ReportPeriod): SQL {
  const start = from.toISOString();
  const end = to.toISOString();
  return sql`
    select l.paid_at as booked_at, false as correction, l.order_id, l.currency, l.vat_number, l.kind,
      l.product_id, l.license, l.country, l.rate_bp, l.net, l.vat
    from (${taxedLines(sql`o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz`)}) l
    union all
    select s.booked_at, true, s.order_id, s.currency, s.vat_number, s.kind, s.product_id, s.license,
      s.country, s.rate_bp,
      -(s.share - round(s.share * s.rate_bp / (10000 + s.rate_bp))),
      -round(s.share * s.rate_bp / (10000 + s.rate_bp))
    from (
      select r.created_at as booked_at, l.*,
        round(r.amount::numeric * (l.net + l.vat) / nullif(sum(l.net + l.vat) over (partition by r.id), 0)) as share
      from order_refunds r
      join (${taxedLines(
        sql`o.id in (select order_id from order_refunds
          where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz)`,
      )}) l on l.order_id = r.order_id and (r.order_item_id is null or r.order_item_id = l.item_id)
      where r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz
    ) s`;
}

/** The licences of a font line, by slug: 'desktop + web'; named third parties are no licence. */
const LICENCE_SLUGS = sql`(select string_agg(distinct e->>'id', ' + ' order by e->>'id')
  from jsonb_array_elements(coalesce(l.license->'entries', '[]'::jsonb)) e
  where e->>'id' not like 'third-party-%')`;

const GROUPINGS: Record<SalesGrouping, { key: SQL; label: SQL; order: SQL }> = {
  MONTH: {
    key: sql`to_char(l.booked_at at time zone 'UTC', 'YYYY-MM')`,
    label: sql`to_char(l.booked_at at time zone 'UTC', 'YYYY-MM')`,
    order: sql`key, currency`,
  },
  FAMILY: {
    key: sql`coalesce(f.url, l.kind)`,
    label: sql`coalesce(f.title, l.kind)`,
    order: sql`sum(l.net + l.vat) desc, key, currency`,
  },
  LICENCE: {
    key: sql`coalesce(${LICENCE_SLUGS}, l.kind)`,
    label: sql`coalesce(${LICENCE_SLUGS}, l.kind)`,
    order: sql`sum(l.net + l.vat) desc, key, currency`,
  },
};

/** Reverse charge: the buyer gave a VAT number and the line was charged no VAT (it was confirmed). */
const REVERSE_CHARGE = sql`(l.vat_number is not null and l.rate_bp = 0)`;
/** The One-Stop-Shop covers sales taxed in another member state than the seller's. */
const OTHER_MEMBER_STATE = sql`c.is_eu_member and l.country <> ${SELLER_COUNTRY}`;

/** The meter's rows of a period (each row is one project's month, dated its first day). */
function monthsOf({ from, to }: ReportPeriod): SQL {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return sql`pv.month >= ${day(from)}::date and pv.month < ${day(to)}::date`;
}

type Numeric = number | string | bigint | null;
const toNumber = (value: Numeric) => Number(value ?? 0);

export function createAdminReportRepository(db: Db) {
  return {
    /** Net and VAT per group and currency, refunds subtracted. */
    async sales(grouping: SalesGrouping, period: ReportPeriod): Promise<SalesReportRow[]> {
      const { key, label, order } = GROUPINGS[grouping];
      const rows = await executeRows<{
        key: string;
        label: string;
        currency: string;
        net: Numeric;
        vat: Numeric;
      }>(
        db,
        sql`select ${key} as key, ${label} as label, l.currency, sum(l.net) as net, sum(l.vat) as vat
          from (${ledger(period)}) l
          left join products p on p.id = l.product_id
          left join families f on f.id = p.family_id
          group by 1, 2, 3
          order by ${order}`,
      );
      return rows.map((row) => ({ ...row, net: toNumber(row.net), vat: toNumber(row.vat) }));
    },

    /** B2C sales taxed in other member states, per country, rate and currency. */
    async ossSales(period: ReportPeriod): Promise<OssSalesRow[]> {
      const rows = await executeRows<{
        country: string;
        country_name: string;
        rate_bp: number;
        currency: string;
        taxable: Numeric;
        vat: Numeric;
        correction_taxable: Numeric;
        correction_vat: Numeric;
      }>(
        db,
        sql`select l.country, c.title as country_name, l.rate_bp, l.currency,
            sum(l.net) filter (where not l.correction) as taxable,
            sum(l.vat) filter (where not l.correction) as vat,
            sum(l.net) filter (where l.correction) as correction_taxable,
            sum(l.vat) filter (where l.correction) as correction_vat
          from (${ledger(period)}) l join countries c on c.code = l.country
          where ${OTHER_MEMBER_STATE} and not ${REVERSE_CHARGE}
          group by 1, 2, 3, 4
          order by l.country, l.rate_bp desc, l.currency`,
      );
      return rows.map((row) => ({
        country: row.country,
        countryName: row.country_name,
        rateBp: Number(row.rate_bp),
        currency: row.currency,
        taxableAmount: toNumber(row.taxable),
        vatAmount: toNumber(row.vat),
        correctionTaxableAmount: toNumber(row.correction_taxable),
        correctionVatAmount: toNumber(row.correction_vat),
      }));
    },

    /** B2B sales to other member states under reverse charge, per buyer's VAT number. */
    async reverseChargeSales(period: ReportPeriod): Promise<ReverseChargeRow[]> {
      const rows = await executeRows<{
        country: string;
        country_name: string;
        vat_number: string;
        currency: string;
        amount: Numeric;
        correction: Numeric;
      }>(
        db,
        sql`select l.country, c.title as country_name, l.vat_number, l.currency,
            sum(l.net) filter (where not l.correction) as amount,
            sum(l.net) filter (where l.correction) as correction
          from (${ledger(period)}) l join countries c on c.code = l.country
          where ${OTHER_MEMBER_STATE} and ${REVERSE_CHARGE}
          group by 1, 2, 3, 4
          order by l.country, l.vat_number, l.currency`,
      );
      return rows.map((row) => ({
        country: row.country,
        countryName: row.country_name,
        vatNumber: row.vat_number,
        currency: row.currency,
        amount: toNumber(row.amount),
        correctionAmount: toNumber(row.correction),
      }));
    },

    /** Page views of each web font project per month of the period, read from the meter. */
    async pageViews(period: ReportPeriod): Promise<PageViewRow[]> {
      const rows = await executeRows<{
        project_id: number;
        project_title: string;
        customer_email: string;
        month: string;
        page_views: Numeric;
      }>(
        db,
        sql`select pv.project_id, p.title as project_title, u.email as customer_email,
            to_char(pv.month, 'YYYY-MM') as month, sum(pv.page_views) as page_views
          from webfonts_page_views pv
          join webfonts_projects p on p.id = pv.project_id
          join users u on u.id = p.user_id
          where ${monthsOf(period)}
          group by 1, 2, 3, 4
          order by month, project_title, pv.project_id`,
      );
      return rows.map((row) => ({
        projectId: Number(row.project_id),
        projectTitle: row.project_title,
        customerEmail: row.customer_email,
        month: row.month,
        pageViews: toNumber(row.page_views),
      }));
    },

    /** Page views of all projects together, per month of the period. */
    async pageViewTotals(period: ReportPeriod): Promise<{ month: string; pageViews: number }[]> {
      const rows = await executeRows<{ month: string; page_views: Numeric }>(
        db,
        sql`select to_char(pv.month, 'YYYY-MM') as month, sum(pv.page_views) as page_views
          from webfonts_page_views pv
          where ${monthsOf(period)}
          group by 1
          order by 1`,
      );
      return rows.map((row) => ({ month: row.month, pageViews: toNumber(row.page_views) }));
    },
  };
}

export type AdminReportRepository = ReturnType<typeof createAdminReportRepository>;
