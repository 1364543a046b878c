import { availableUpgradeOptions, type Page, type UpgradeOption } from '@foundry/domain';
import type { GraphQLContext } from '../context.ts';
import type { EncodingRow } from '../repositories/family-repository.ts';
import { ownAccount } from '../services/accounts/own-account.ts';
import { downloadInfoOf } from '../services/downloads/download-info.ts';
import {
  type MyLicense,
  type MyLicenseEntry,
  myLicensesOf,
  ownedEncodingIdsOf,
  ownedStylesOf,
  soldEncodingIdsOf,
} from '../services/my-fonts/my-family-details.ts';
import { MY_FONTS_SORTS, type MyFontsEntry, readMyFonts } from '../services/my-fonts/read-my-fonts.ts';
import { ownsWholeFamily } from '../services/owned-fonts/owned-fonts.ts';
import { builder } from './builder.ts';
import { UpgradeOptionRef } from './cart-selection-inputs.ts';
import { DownloadInfoRef } from './download.ts';
import { EncodingRef } from './encoding.ts';
import { FamilyRef } from './family.ts';
import { FontCustomisationRef } from './font-customisation.ts';
import { OrderItemLicenseOptionRef } from './order-item-license.ts';
import { PageInfoRef } from './paging.ts';
import { StyleRef } from './style.ts';
import { UserRef } from './user.ts';

export const MyFontsSortByRef = builder.enumType('MyFontsSortBy', {
  description: 'NEWEST: latest purchase (or trial) first, the default; OLDEST: the reverse; TITLE: A to Z.',
  values: MY_FONTS_SORTS,
});

async function encodingsByIds(
  loader: { load(id: number): Promise<EncodingRow | null> },
  ids: readonly number[],
): Promise<EncodingRow[]> {
  const rows = await Promise.all(ids.map((id) => loader.load(id)));
  return rows.filter((row): row is EncodingRow => row !== null);
}

export const MyLicenseEntryRef = builder.objectRef<MyLicenseEntry>('MyLicenseEntry').implement({
  description: 'A licence entry bought (as OrderItemLicense) with its validity.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The licence's slug ('desktop', 'web', …) or 'third-party-N'." }),
    title: t.exposeString('title'),
    options: t.field({ type: [OrderItemLicenseOptionRef], resolve: (entry) => entry.options }),
    licenseName: t.string({ nullable: true, resolve: (entry) => entry.licenseName ?? null }),
    licenseEmail: t.string({ nullable: true, resolve: (entry) => entry.licenseEmail ?? null }),
    validFrom: t.string({
      description: 'ISO date-time: the order date.',
      resolve: (entry) => entry.validFrom.toISOString(),
    }),
    validTo: t.string({
      nullable: true,
      description: 'ISO date-time the licence ends; null for the perpetual term.',
      resolve: (entry) => entry.validTo?.toISOString() ?? null,
    }),
  }),
});

export const MyLicenseRef = builder.objectRef<MyLicense>('MyLicense').implement({
  description: 'One purchase of a family: the order, what it covers and its licences.',
  fields: (t) => ({
    orderID: t.id({ resolve: (license) => license.orderId }),
    orderHash: t.exposeString('orderHash', { description: "The order's hash, for its page and documents." }),
    orderDate: t.string({ resolve: (license) => license.orderDate.toISOString() }),
    productTitle: t.exposeString('productTitle'),
    encodings: t.field({
      type: [EncodingRef],
      resolve: (license, _args, context) => encodingsByIds(context.loaders.encodingById, license.encodingIds),
    }),
    licenses: t.field({ type: [MyLicenseEntryRef], resolve: (license) => license.licenses }),
  }),
});

/** Every style of the family, all encodings (one query for the page through the loader). */
const stylesOf = (entry: MyFontsEntry, context: GraphQLContext) =>
  context.loaders.stylesByFamily.load(entry.family.id);

export const MyFontsFamilyRef = builder.interfaceRef<MyFontsEntry>('MyFontsFamily').implement({
  description:
    'A family on the my-fonts list: bought (MyFamily, MyCorporateFamily) or tried (MyTrialFamily).',
  resolveType: (entry) => entry.kind,
  fields: (t) => ({
    id: t.id({
      description: "The family's id (myFamilyID of the upgrade reads).",
      resolve: (entry) => entry.family.id,
    }),
    family: t.field({ type: FamilyRef, resolve: (entry) => entry.family }),
    canDownload: t.boolean({
      description:
        "Bought: the family's owned fonts can be downloaded (createDownloadInfo type 'family'). Tried: the last trial's file is ready.",
      resolve: (entry) => entry.owned !== null || entry.trial?.status === 'completed',
    }),
    canCustomise: t.boolean({
      description: 'Owns the whole family and the family has a variable font to customise.',
      resolve: async (entry, _args, context) =>
        entry.owned !== null &&
        ownsWholeFamily(entry.owned) &&
        (await context.loaders.variableFontsByFamily.load(entry.family.id)).length > 0,
    }),
    canBuyOnlyPrerelease: t.boolean({
      description: 'The family is in development: it is sold as a pre-release only.',
      resolve: (entry) => entry.family.preRelease,
    }),
    canDownloadCorporateFonts: t.boolean({
      description: 'Bought under a corporate licence: the corporate fonts may be downloaded.',
      resolve: (entry) => entry.owned?.purchases.some((purchase) => purchase.corporate) ?? false,
    }),
    buyingOptions: t.field({
      type: [UpgradeOptionRef],
      description: 'The upgrades that would change something for what is owned (empty for a trial).',
      resolve: async (entry, _args, context): Promise<UpgradeOption[]> => {
        if (!entry.owned) return [];
        const [styles, products] = await Promise.all([
          stylesOf(entry, context),
          context.loaders.productsByFamily.load(entry.family.id),
        ]);
        return availableUpgradeOptions(entry.owned, {
          styleIds: styles.map((style) => style.id),
          encodingIds: soldEncodingIdsOf(products, entry.family.encodingId),
        });
      },
    }),
    customisations: t.field({
      type: [FontCustomisationRef],
      description: 'The saved customisations of the family (one query for the whole page).',
      resolve: (entry) => entry.customisations(),
    }),
    licenses: t.field({
      type: [MyLicenseRef],
      description: 'One per purchase, oldest first; none for a trial.',
      resolve: async (entry, _args, context) =>
        entry.owned ? myLicensesOf(entry.owned, await stylesOf(entry, context)) : [],
    }),
    ownedStyles: t.field({
      type: [StyleRef],
      description: 'The styles owned, in every encoding bought.',
      resolve: async (entry, _args, context) =>
        entry.owned ? ownedStylesOf(entry.owned, await stylesOf(entry, context)) : [],
    }),
    encodings: t.field({
      type: [EncodingRef],
      description: 'The encodings owned: the choices of the family download.',
      resolve: async (entry, _args, context) =>
        entry.owned
          ? encodingsByIds(
              context.loaders.encodingById,
              ownedEncodingIdsOf(entry.owned, await stylesOf(entry, context)),
            )
          : [],
    }),
  }),
});

builder.objectRef<MyFontsEntry>('MyFamily').implement({
  description: 'A family the user bought.',
  interfaces: [MyFontsFamilyRef],
  isTypeOf: (entry) => (entry as MyFontsEntry).kind === 'MyFamily',
  fields: () => ({}),
});

builder.objectRef<MyFontsEntry>('MyCorporateFamily').implement({
  description: 'A family the user bought under a corporate licence.',
  interfaces: [MyFontsFamilyRef],
  isTypeOf: (entry) => (entry as MyFontsEntry).kind === 'MyCorporateFamily',
  fields: () => ({}),
});

builder.objectRef<MyFontsEntry>('MyTrialFamily').implement({
  description: 'A family the user downloaded a trial of and has not bought.',
  interfaces: [MyFontsFamilyRef],
  isTypeOf: (entry) => (entry as MyFontsEntry).kind === 'MyTrialFamily',
  fields: (t) => ({
    trialDownloadedAt: t.string({
      description: 'When the latest trial was downloaded (ISO date-time).',
      resolve: (entry) => entry.trial?.createdAt.toISOString() ?? '',
    }),
    lastTrialDownload: t.field({
      type: DownloadInfoRef,
      nullable: true,
      description: "The latest trial's download: its file while it is kept.",
      resolve: (entry, _args, context) =>
        entry.trial ? downloadInfoOf(entry.trial, context.config.apiUrl) : null,
    }),
  }),
});

export const MyFontsPageRef = builder.objectRef<Page<MyFontsEntry>>('MyFontsPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [MyFontsFamilyRef], resolve: (page) => page.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
  }),
});

builder.objectField(UserRef, 'myFonts', (t) =>
  t.field({
    type: MyFontsPageRef,
    description:
      'The families the user bought or tried. purchased / trial: only those kinds (both unset: all); corporate: only families bought under a corporate licence (true) or the others (false); familyID: only that family. Code 1 for another account.',
    args: {
      purchased: t.arg.boolean(),
      trial: t.arg.boolean(),
      corporate: t.arg.boolean(),
      familyID: t.arg.id({
        description: 'Only this family: its entry if the user bought or tried it, else none.',
      }),
      sortBy: t.arg({ type: MyFontsSortByRef, description: 'NEWEST by default.' }),
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '12 by default, at most 100.' }),
    },
    resolve: (user, args, context) =>
      readMyFonts(
        ownAccount(user, context.user).id,
        { ...args, familyId: args.familyID == null ? null : String(args.familyID) },
        context.repositories,
      ),
  }),
);
