import { AFFILIATE_PROGRAM_STATUSES, type AffiliateMonthStats } from '@foundry/domain';
import { countAffiliateVisit } from '../services/affiliate/count-affiliate-visit.ts';
import { type AffiliateProgramView, readAffiliateCodes } from '../services/affiliate/read-affiliate-codes.ts';
import {
  type AffiliateOrderView,
  type AffiliateProgrammeView,
  readAffiliateProgramme,
} from '../services/affiliate/read-affiliate-programme.ts';
import { readAffiliateStats } from '../services/affiliate/read-affiliate-stats.ts';
import { updateAffiliateProgrammeInvoiceLimit } from '../services/affiliate/update-affiliate-invoice-limit.ts';
import { builder } from './builder.ts';
import { MoneyRef } from './money.ts';

const ACCESS =
  'Code 1 without a session; 103 (fields.affiliate) for an account without showAffiliateProgramme.';

const AffiliateProgramStatusRef = builder.enumType('AffiliateProgramStatus', {
  description: 'ACTIVE programmes earn commission; PENDING wait for approval; BLOCKED are switched off.',
  values: AFFILIATE_PROGRAM_STATUSES,
});

const AffiliateProgramRef = builder.objectRef<AffiliateProgramView>('AffiliateProgram').implement({
  description: 'One of the affiliate’s programmes: a code for links on one domain.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'What links carry (?affiliate=<code>) and orders store.' }),
    domain: t.exposeString('domain'),
    status: t.field({
      type: AffiliateProgramStatusRef,
      resolve: (program) => program.status as (typeof AFFILIATE_PROGRAM_STATUSES)[number],
    }),
    link: t.exposeString('link', { description: 'The shop’s home page with the code, ready to copy.' }),
    securityToken: t.exposeString('securityToken', {
      description: 'The secret the affiliate’s site sends with countAffiliateVisit; shown to its owner only.',
    }),
  }),
});

const AffiliateOrderRef = builder.objectRef<AffiliateOrderView>('AffiliateOrder').implement({
  description: 'A paid order a programme brought: no buyer data, only what the commission is based on.',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.string({
      description: 'When it was paid, ISO date-time.',
      resolve: (row) => row.date.toISOString(),
    }),
    totalNet: t.field({
      type: MoneyRef,
      description: 'The lines after discount, without VAT and shipping.',
      resolve: (row) => row.totalNet,
    }),
    commission: t.field({ type: MoneyRef, resolve: (row) => row.commission }),
    programCode: t.exposeString('programCode'),
  }),
});

const AffiliateProgrammeInfoRef = builder
  .objectRef<AffiliateProgrammeView>('AffiliateProgrammeInfo')
  .implement({
    description: 'The signed-in affiliate’s programme (a singleton).',
    fields: (t) => ({
      programs: t.field({ type: [AffiliateProgramRef], resolve: (info) => info.programs }),
      invoiceLimit: t.field({
        type: MoneyRef,
        description: 'Unpaid commission to collect before a payout is invoiced.',
        resolve: (info) => info.invoiceLimit,
      }),
      minInvoiceLimit: t.field({ type: MoneyRef, resolve: (info) => info.minInvoiceLimit }),
      maxInvoiceLimit: t.field({ type: MoneyRef, resolve: (info) => info.maxInvoiceLimit }),
      unpaidAmount: t.field({
        type: MoneyRef,
        description: 'Commission earned and not yet paid out.',
        resolve: (info) => info.unpaidAmount,
      }),
      orders: t.field({
        type: [AffiliateOrderRef],
        description: 'The newest attributed paid orders (at most 20).',
        resolve: (info) => info.orders,
      }),
    }),
  });

const AffiliateMonthStatsRef = builder.objectRef<AffiliateMonthStats>('AffiliateMonthStats').implement({
  description: 'One month of the affiliate’s programmes together.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (UTC).' }),
    visits: t.exposeInt('visits'),
    numOrders: t.exposeInt('numOrders', { description: 'Paid orders that earned a commission.' }),
    commission: t.field({ type: MoneyRef, resolve: (row) => row.commission }),
  }),
});

builder.queryField('readAffiliateCodes', (t) =>
  t.field({
    type: [AffiliateProgramRef],
    description: `The signed-in affiliate’s programmes with their links. ${ACCESS}`,
    resolve: (_root, _args, context) =>
      readAffiliateCodes({
        affiliates: context.repositories.affiliates,
        viewer: context.user,
        publicUrl: context.config.publicUrl,
      }),
  }),
);

builder.queryField('readAffiliateProgramme', (t) =>
  t.field({
    type: AffiliateProgrammeInfoRef,
    description: `Programmes, invoice limit, unpaid amount and attributed orders. ${ACCESS}`,
    resolve: (_root, _args, context) =>
      readAffiliateProgramme({
        affiliates: context.repositories.affiliates,
        viewer: context.user,
        publicUrl: context.config.publicUrl,
      }),
  }),
);

builder.queryField('readAffiliateStats', (t) =>
  t.field({
    type: [AffiliateMonthStatsRef],
    description: `Visits, paid orders and commission per month, oldest first, empty months included. ${ACCESS} 103 with fields.dateFrom/dateTo for a bad range (at most 36 months).`,
    args: {
      dateFrom: t.arg.string({
        description: 'YYYY-MM-DD; its whole month counts. Default: 11 months before dateTo.',
      }),
      dateTo: t.arg.string({ description: 'YYYY-MM-DD; its whole month counts. Default: today.' }),
    },
    resolve: (_root, args, context) =>
      readAffiliateStats(args, { affiliates: context.repositories.affiliates, viewer: context.user }),
  }),
);

builder.mutationField('updateAffiliateProgrammeInvoiceLimit', (t) =>
  t.field({
    type: AffiliateProgrammeInfoRef,
    description: `Sets the invoice limit (minor units, whole euros within min/maxInvoiceLimit). ${ACCESS} 103 with fields.limit out of range.`,
    args: { limit: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      updateAffiliateProgrammeInvoiceLimit(args, {
        affiliates: context.repositories.affiliates,
        viewer: context.user,
        publicUrl: context.config.publicUrl,
      }),
  }),
);

builder.mutationField('countAffiliateVisit', (t) =>
  t.boolean({
    description:
      'Counts a visit today for the programme with code `id` when securityToken is its own. Always true: a wrong token or unknown code is ignored without saying so.',
    args: { id: t.arg.id({ required: true }), securityToken: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      countAffiliateVisit(
        { id: String(args.id), securityToken: args.securityToken },
        { affiliates: context.repositories.affiliates },
      ),
  }),
);
