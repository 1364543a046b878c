import type { UpgradeEncodingNode } from '../services/upgrades/read-upgrade-encodings.ts';
import { readUpgradeEncodings } from '../services/upgrades/read-upgrade-encodings.ts';
import {
  readUpgradeFamilySummary,
  type UpgradeSummary,
  type UpgradeSummaryItem,
} from '../services/upgrades/read-upgrade-family-summary.ts';
import {
  readUpgradeLicenses,
  type UpgradeLicenseNode,
  type UpgradeLicenseOptionNode,
} from '../services/upgrades/read-upgrade-licenses.ts';
import { readUpgradeOptions } from '../services/upgrades/read-upgrade-options.ts';
import { readUpgradeProducts } from '../services/upgrades/read-upgrade-products.ts';
import { builder } from './builder.ts';
import { UpgradeOptionRef } from './cart-selection-inputs.ts';
import { EncodingRef } from './encoding.ts';
import { FontProductKindRef, LicenseOptionChoiceRef } from './license.ts';
import { LicenseSelectionInputRef } from './license-selection-input.ts';
import { MoneyRef } from './money.ts';
import { OrderItemLicenseRef } from './order-item-license.ts';
import { FontProductRef } from './product.ts';

const CODES =
  'Codes: 1 without a session; 215 with extensions.fields on myFamilyID for a family the user owns nothing of, on upgradeOption for an upgrade not offered to them, on styleID (SingleStyle) for a style they did not buy on its own.';

export const UpgradeSummaryItemRef = builder.objectRef<UpgradeSummaryItem>('UpgradeSummaryItem').implement({
  description: 'A line of an upgrade summary: the upgrade itself, then each purchase whose payment counts.',
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
  }),
});

export const UpgradeKeyValueRef = builder
  .objectRef<{ key: string; value: string }>('UpgradeKeyValue')
  .implement({
    description: 'An encoding id (key) and its title (value).',
    fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
  });

export const UpgradeSummaryRef = builder.objectRef<UpgradeSummary>('UpgradeSummary').implement({
  description: 'What an upgrade costs: the target priced as if nothing were owned, less what was paid.',
  fields: (t) => ({
    items: t.field({ type: [UpgradeSummaryItemRef], resolve: (summary) => summary.items }),
    originalPrice: t.field({
      type: MoneyRef,
      description: 'The target under the licences and encodings, as if nothing were owned.',
      resolve: (summary) => summary.originalPrice,
    }),
    creditPrice: t.field({
      type: MoneyRef,
      description: 'What the replaced purchases paid and counts (at most originalPrice).',
      resolve: (summary) => summary.credit,
    }),
    subTotalPrice: t.field({
      type: MoneyRef,
      description: 'What is left to pay: originalPrice − creditPrice, never below 0, VAT excluded.',
      resolve: (summary) => summary.subTotalPrice,
    }),
    clubPoints: t.exposeInt('clubPoints'),
    unsupportedEncodings: t.field({
      type: [UpgradeKeyValueRef],
      description: 'Chosen encodings the family is not sold in (not charged).',
      resolve: (summary) => summary.unsupportedEncodings,
    }),
    license: t.field({
      type: [OrderItemLicenseRef],
      description: 'The licences priced: the chosen ones raised to at least the owned ones.',
      resolve: (summary) => summary.licenses,
    }),
    encodings: t.field({ type: [EncodingRef], resolve: (summary) => summary.encodings }),
    product: t.field({
      type: FontProductRef,
      nullable: true,
      description: 'What the upgrade buys: the style (SingleStyle) or the family.',
      resolve: (summary) => summary.product,
    }),
  }),
});

export const UpgradeEncodingRef = builder.objectRef<UpgradeEncodingNode>('UpgradeEncoding').implement({
  description: 'An encoding an upgrade can be bought in.',
  fields: (t) => ({
    id: t.id({ resolve: (node) => node.encoding.id }),
    title: t.string({ resolve: (node) => node.encoding.title }),
    encoding: t.field({ type: EncodingRef, resolve: (node) => node.encoding }),
    owned: t.exposeBoolean('owned', { description: 'A purchase the upgrade replaces covers it.' }),
    required: t.exposeBoolean('required', {
      description: 'Always part of the upgrade: the owned ones (every one for Complete).',
    }),
  }),
});

export const UpgradeLicenseOptionRef = builder
  .objectRef<UpgradeLicenseOptionNode>('UpgradeLicenseOption')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      title: t.exposeString('title'),
      hide: t.exposeBoolean('hide'),
      choices: t.field({ type: [LicenseOptionChoiceRef], resolve: (option) => option.choices }),
      minimum: t.exposeString('minimum', {
        nullable: true,
        description: 'The owned choice (a value of choices): the upgrade chooses it or a later one.',
      }),
    }),
  });

export const UpgradeLicenseRef = builder.objectRef<UpgradeLicenseNode>('UpgradeLicense').implement({
  description: 'A licence of the catalogue with what the customer owns of it for this upgrade.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    kind: t.field({ type: FontProductKindRef, resolve: (license) => license.kind }),
    description: t.exposeString('description', { nullable: true }),
    owned: t.exposeBoolean('owned', { description: 'Owned: the upgrade keeps it (it cannot be removed).' }),
    options: t.field({ type: [UpgradeLicenseOptionRef], resolve: (license) => license.options }),
  }),
});

const familyAndOption = builder.args((t) => ({
  myFamilyID: t.id({ required: true, description: 'A family the signed-in user owns fonts of.' }),
  upgradeOption: t.field({ type: UpgradeOptionRef, required: true }),
  styleID: t.id({ description: 'SingleStyle: the style bought on its own to upgrade.' }),
}));

builder.queryField('readUpgradeOptions', (t) =>
  t.field({
    type: [UpgradeOptionRef],
    description: `The upgrades that would change something for what the signed-in user owns of the family (docs/upgrades.md). ${CODES}`,
    args: { myFamilyID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readUpgradeOptions(context.repositories, context.user, args.myFamilyID),
  }),
);

builder.queryField('readUpgradeProducts', (t) =>
  t.field({
    type: [FontProductRef],
    description: `What the upgrade buys, priced under the owned licences before the credit; SingleStyle without styleID lists the styles bought on their own. ${CODES}`,
    args: familyAndOption,
    resolve: (_root, args, context) => readUpgradeProducts(context.repositories, context.user, args),
  }),
);

builder.queryField('readUpgradeEncodings', (t) =>
  t.field({
    type: [UpgradeEncodingRef],
    description: `The encodings the upgrade can be bought in, marked owned and required. ${CODES}`,
    args: familyAndOption,
    resolve: (_root, args, context) => readUpgradeEncodings(context.repositories, context.user, args),
  }),
);

builder.queryField('readUpgradeLicenses', (t) =>
  t.field({
    type: [UpgradeLicenseRef],
    description: `The licence catalogue with, for this upgrade, the owned licences and each option's minimum (the owned choice). ${CODES}`,
    args: familyAndOption,
    resolve: (_root, args, context) => readUpgradeLicenses(context.repositories, context.user, args),
  }),
);

builder.queryField('readUpgradeFamilySummary', (t) =>
  t.field({
    type: UpgradeSummaryRef,
    description: `The upgrade priced: the target under the chosen licences raised to the owned ones, less what was paid, never below 0. ${CODES} 208 for more than 50 encodings, 209 for a licence the catalogue lacks.`,
    args: {
      ...familyAndOption,
      encodingIDs: t.arg.idList({ description: 'Chosen encodings; the owned ones are always included.' }),
      licenses: t.arg({ type: [LicenseSelectionInputRef] }),
    },
    resolve: (_root, args, context) => readUpgradeFamilySummary(context.repositories, context.user, args),
  }),
);
