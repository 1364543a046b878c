import type {
  OssSalesRow,
  PageViewRow,
  ReverseChargeRow,
  SalesGrouping,
} from '../../repositories/admin/admin-report-repository.ts';
import { readPageViewReport } from '../../services/admin-reports/read-page-view-report.ts';
import { readSalesReport } from '../../services/admin-reports/read-sales-report.ts';
import { readVatOssReport } from '../../services/admin-reports/read-vat-oss-report.ts';
import { adminBuilder } from '../builder.ts';

// Amounts are minor units (cents) of the row's currency, as everywhere in the admin API.
const SALES_GROUPINGS = ['FAMILY', 'LICENCE', 'MONTH'] as const satisfies readonly SalesGrouping[];
const SalesGroupingRef = adminBuilder.enumType('SalesReportGrouping', { values: SALES_GROUPINGS });

type SalesRow = Awaited<ReturnType<typeof readSalesReport>>[number];

const SalesRowRef = adminBuilder.objectRef<SalesRow>('SalesReportRow').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    currency: t.exposeString('currency'),
    net: t.exposeInt('net'),
    vat: t.exposeInt('vat'),
    gross: t.exposeInt('gross'),
  }),
});

const OssSalesRowRef = adminBuilder.objectRef<OssSalesRow>('OssSalesRow').implement({
  fields: (t) => ({
    country: t.exposeString('country'),
    countryName: t.exposeString('countryName'),
    rateBp: t.exposeInt('rateBp', { description: 'Basis points: 2100 = 21 %.' }),
    currency: t.exposeString('currency'),
    taxableAmount: t.exposeInt('taxableAmount'),
    vatAmount: t.exposeInt('vatAmount'),
    correctionTaxableAmount: t.exposeInt('correctionTaxableAmount', {
      description: 'Refunds given in the quarter: zero or negative.',
    }),
    correctionVatAmount: t.exposeInt('correctionVatAmount'),
  }),
});

const ReverseChargeRowRef = adminBuilder.objectRef<ReverseChargeRow>('ReverseChargeRow').implement({
  fields: (t) => ({
    country: t.exposeString('country'),
    countryName: t.exposeString('countryName'),
    vatNumber: t.exposeString('vatNumber'),
    currency: t.exposeString('currency'),
    amount: t.exposeInt('amount'),
    correctionAmount: t.exposeInt('correctionAmount'),
  }),
});

const VatOssReportRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof readVatOssReport>>>('VatOssReport')
  .implement({
    fields: (t) => ({
      quarter: t.exposeString('quarter'),
      consumerSales: t.field({ type: [OssSalesRowRef], resolve: (r) => r.consumerSales }),
      reverseCharge: t.field({ type: [ReverseChargeRowRef], resolve: (r) => r.reverseCharge }),
    }),
  });

const PageViewRowRef = adminBuilder.objectRef<PageViewRow>('PageViewRow').implement({
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    projectTitle: t.exposeString('projectTitle'),
    customerEmail: t.exposeString('customerEmail'),
    month: t.exposeString('month'),
    pageViews: t.exposeInt('pageViews'),
  }),
});

const PageViewTotalRef = adminBuilder
  .objectRef<{ month: string; pageViews: number }>('PageViewTotal')
  .implement({
    fields: (t) => ({ month: t.exposeString('month'), pageViews: t.exposeInt('pageViews') }),
  });

const PageViewReportRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof readPageViewReport>>>('PageViewReport')
  .implement({
    fields: (t) => ({
      projects: t.field({ type: [PageViewRowRef], resolve: (r) => r.projects }),
      totals: t.field({ type: [PageViewTotalRef], resolve: (r) => r.totals }),
    }),
  });

adminBuilder.queryFields((t) => ({
  salesReport: t.field({
    type: [SalesRowRef],
    args: {
      by: t.arg({ type: SalesGroupingRef, required: true }),
      from: t.arg.string({ required: true, description: 'First month, YYYY-MM.' }),
      to: t.arg.string({ required: true, description: 'Last month, YYYY-MM, inclusive.' }),
    },
    resolve: (_root, args, ctx) => readSalesReport(args, ctx.deps),
  }),
  vatOssReport: t.field({
    type: VatOssReportRef,
    args: { quarter: t.arg.string({ required: true, description: 'YYYY-Qn, such as 2026-Q3.' }) },
    resolve: (_root, args, ctx) => readVatOssReport(args, ctx.deps),
  }),
  pageViewReport: t.field({
    type: PageViewReportRef,
    args: {
      from: t.arg.string({ required: true, description: 'First month, YYYY-MM.' }),
      to: t.arg.string({ required: true, description: 'Last month, YYYY-MM, inclusive.' }),
    },
    resolve: (_root, args, ctx) => readPageViewReport(args, ctx.deps),
  }),
}));
