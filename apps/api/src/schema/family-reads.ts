import { readFamilyMainProduct, readFamilyProducts } from '../services/families/read-family-products.ts';
import { readFamilyStaticStyles } from '../services/families/read-family-static-styles.ts';
import { type FamilySummary, readFamilySummary } from '../services/families/read-family-summary.ts';
import { builder } from './builder.ts';
import { EncodingRef } from './encoding.ts';
import { FamilyPricesRef, FamilyRef } from './family.ts';
import { FontProductRef } from './product.ts';
import { StyleRef } from './style.ts';

builder.queryField('readFamilyStaticStyles', (t) =>
  t.field({
    type: [StyleRef],
    description:
      'Styles cut as their own files (not named instances of a variable font), by family id or URL; of one encoding when given.',
    args: {
      familyID: t.arg.id(),
      url: t.arg.string({ description: 'Used when no familyID is given.' }),
      encodingID: t.arg.id(),
    },
    resolve: (_root, args, context) => readFamilyStaticStyles(context.repositories, args),
  }),
);

builder.queryField('readFamilyMainProduct', (t) =>
  t.field({
    type: FontProductRef,
    nullable: true,
    description: 'The FAMILY product of the family’s default encoding, at its base price.',
    args: { familyID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readFamilyMainProduct(context, args),
  }),
);

builder.queryField('readFamilyProducts', (t) =>
  t.field({
    type: [FontProductRef],
    description:
      'The FAMILY products of an encoding (the family’s own when none is given), each followed by its FONT products, at base prices.',
    args: { familyID: t.arg.id({ required: true }), encodingID: t.arg.id() },
    resolve: (_root, args, context) => readFamilyProducts(context, args),
  }),
);

export const FamilySummaryRef = builder.objectRef<FamilySummary>('FamilySummary').implement({
  description: 'The facts of a family page, in the family’s own encoding.',
  fields: (t) => ({
    family: t.field({ type: FamilyRef, resolve: (summary) => summary.family }),
    stylesCount: t.exposeInt('stylesCount'),
    encodings: t.field({
      type: [EncodingRef],
      resolve: async (summary, _args, context) => {
        const rows = await context.loaders.encodingById.loadMany(summary.encodingIds);
        return rows.flatMap((row) => (row && !(row instanceof Error) ? [row] : []));
      },
    }),
    glyphCount: t.exposeInt('glyphCount', { description: 'The largest glyph set of its fonts.' }),
    formats: t.exposeStringList('formats', { description: 'File formats of its fonts: woff2, otf, ttf…' }),
    variable: t.exposeBoolean('variable'),
    variableFontsCount: t.exposeInt('variableFontsCount'),
    prices: t.field({ type: FamilyPricesRef, resolve: (summary) => summary.prices }),
  }),
});

builder.queryField('readFamilySummary', (t) =>
  t.field({
    type: FamilySummaryRef,
    nullable: true,
    args: { familyID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readFamilySummary(context, args),
  }),
);
