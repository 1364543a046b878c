import type { EncodingRow, FamilyEncodingRow } from '../repositories/family-repository.ts';
import { type FamilyPrices, familyPrices } from '../services/families/family-prices.ts';
import { defaultStyle, shownStyles } from '../services/families/family-styles.ts';
import { type FamilyNode, readFamilies } from '../services/families/read-families.ts';
import { builder } from './builder.ts';
import { EncodingRef } from './encoding.ts';
import { MoneyRef } from './money.ts';
import { pageOf } from './paging.ts';
import { notePreRelease } from './preview-access-query.ts';
import { StyleRef } from './style.ts';
import { VariableFontRef } from './variable-font.ts';

export const FamilyPricesRef = builder.objectRef<FamilyPrices>('FamilyPrices').implement({
  description: 'The cheapest single style and the complete family, with their old prices when reduced.',
  fields: (t) => ({
    basicStyle: t.field({ type: MoneyRef, nullable: true, resolve: (prices) => prices.basicStyle }),
    basicFamily: t.field({ type: MoneyRef, nullable: true, resolve: (prices) => prices.basicFamily }),
    oldBasicStyle: t.field({ type: MoneyRef, nullable: true, resolve: (prices) => prices.oldBasicStyle }),
    oldBasicFamily: t.field({ type: MoneyRef, nullable: true, resolve: (prices) => prices.oldBasicFamily }),
  }),
});

type FamilyEncodingNode = { encodingId: number; titleInEncoding: string | null };

export const FamilyEncodingRef = builder.objectRef<FamilyEncodingNode>('FamilyEncoding').implement({
  fields: (t) => ({
    encoding: t.field({
      type: EncodingRef,
      resolve: async (row, _args, context) => loadEncoding(context.loaders.encodingById, row.encodingId),
    }),
    titleInEncoding: t.exposeString('titleInEncoding', { nullable: true }),
  }),
});

async function loadEncoding(
  loader: { load(id: number): Promise<EncodingRow | null> },
  id: number,
): Promise<EncodingRow> {
  const encoding = await loader.load(id);
  // A foreign key guarantees the row; its absence is a bug, and is masked as one.
  if (!encoding) throw new Error(`Encoding ${id} is missing`);
  return encoding;
}

function encodingRowOf(rows: FamilyEncodingRow[], encodingId: number | null): FamilyEncodingRow | undefined {
  return rows.find((row) => row.encodingId === encodingId);
}

export const FamilyRef = builder.objectRef<FamilyNode>('Family').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { nullable: true }),
    url: t.exposeString('url'),
    customTitleText: t.exposeString('customTitleText', { nullable: true }),
    titleInEncoding: t.string({
      nullable: true,
      description: 'The family name written in the script of the encoding shown.',
      resolve: async (family, _args, context) => {
        const rows = await context.loaders.familyEncodingsByFamily.load(family.id);
        return encodingRowOf(rows, family.shownEncodingId)?.titleInEncoding ?? null;
      },
    }),
    preRelease: t.exposeBoolean('preRelease'),
    plannedReleaseDate: t.exposeString('plannedReleaseDate', { nullable: true, description: 'YYYY-MM-DD' }),
    flavor: t.exposeString('flavor', { nullable: true }),
    credits: t.exposeString('credits', { nullable: true }),
    specimenPDFLink: t.exposeString('specimenPdfLink', { nullable: true }),
    xHeight: t.exposeFloat('xHeight', { nullable: true, description: 'x-height as a share of the em.' }),
    openTypeFeatures: t.exposeStringList('openTypeFeatures', { description: 'Feature tags: liga, smcp…' }),
    supportedScripts: t.exposeStringList('supportedScripts'),
    isIconFamily: t.exposeBoolean('isIconFamily'),
    encoding: t.field({
      type: EncodingRef,
      nullable: true,
      description: 'The encoding shown: the requested one, else the family’s own.',
      resolve: (family, _args, context) =>
        family.shownEncodingId === null
          ? null
          : loadEncoding(context.loaders.encodingById, family.shownEncodingId),
    }),
    familyEncodings: t.field({
      type: [FamilyEncodingRef],
      description: 'Every encoding the family is drawn in.',
      resolve: async (family, _args, context) => {
        const rows = await context.loaders.familyEncodingsByFamily.load(family.id);
        if (rows.length > 0 || family.encodingId === null) return rows;
        return [{ encodingId: family.encodingId, titleInEncoding: null }];
      },
    }),
    styles: t.field({
      type: [StyleRef],
      description: 'The styles of the encoding shown.',
      resolve: async (family, _args, context) => {
        notePreRelease(context, family);
        return shownStyles(await context.loaders.stylesByFamily.load(family.id), family.shownEncodingId);
      },
    }),
    defaultStyle: t.field({
      type: StyleRef,
      nullable: true,
      resolve: async (family, _args, context) => {
        notePreRelease(context, family);
        const [styles, encodings] = await Promise.all([
          context.loaders.stylesByFamily.load(family.id),
          context.loaders.familyEncodingsByFamily.load(family.id),
        ]);
        return defaultStyle(
          shownStyles(styles, family.shownEncodingId),
          encodingRowOf(encodings, family.shownEncodingId),
        );
      },
    }),
    variableFonts: t.field({
      type: [VariableFontRef],
      resolve: async (family, _args, context) => {
        notePreRelease(context, family);
        const fonts = await context.loaders.variableFontsByFamily.load(family.id);
        return fonts.filter(
          (font) =>
            family.shownEncodingId === null ||
            font.encodingId === null ||
            font.encodingId === family.shownEncodingId,
        );
      },
    }),
    prices: t.field({
      type: FamilyPricesRef,
      resolve: async (family, _args, context) =>
        familyPrices(await context.loaders.productsByFamily.load(family.id), family.shownEncodingId),
    }),
  }),
});

export const FamilyPageRef = pageOf('FamilyPage', FamilyRef);

builder.queryField('readFamilies', (t) =>
  t.field({
    type: FamilyPageRef,
    args: {
      urls: t.arg.stringList({ description: 'Families with any of these URL slugs.' }),
      url: t.arg.string(),
      ids: t.arg.idList(),
      preRelease: t.arg.boolean(),
      encodingID: t.arg.id({ description: 'Only families drawn in this encoding, shown in it.' }),
      category: t.arg.string({
        description:
          'Only families in this editorial category (e.g. smart, legibility; see readFamilyFilters).',
      }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 500.' }),
    },
    resolve: (_root, args, context) => readFamilies(context.repositories.families, args),
  }),
);
