import {
  type FacetCount,
  type FamilyFilters,
  readFamilyFilters,
} from '../services/families/read-family-filters.ts';
import { readFamilyPairings } from '../services/families/read-family-pairings.ts';
import {
  type FamilyEncodingPath,
  type FamilyPath,
  readFamilyPaths,
} from '../services/families/read-family-paths.ts';
import { readFamilyMainProduct, readFamilyProducts } from '../services/families/read-family-products.ts';
import { readFamilyStaticStyles } from '../services/families/read-family-static-styles.ts';
import { type FamilySummary, readFamilySummary } from '../services/families/read-family-summary.ts';
import {
  type CustomisationAxis,
  type FontCustomisationParams,
  readFontCustomisationParams,
} from '../services/families/read-font-customisation-params.ts';
import { readRelatedFamilies } from '../services/families/read-related-families.ts';
import { builder } from './builder.ts';
import { EncodingRef } from './encoding.ts';
import { FamilyPageRef, FamilyPricesRef, FamilyRef } from './family.ts';
import { FontProductRef } from './product.ts';
import { StyleRef } from './style.ts';
import { VariableFontRef } from './variable-font.ts';

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
    resolve: (_root, args, context) => readFamilyStaticStyles(args, context.repositories),
  }),
);

builder.queryField('readFamilyMainProduct', (t) =>
  t.field({
    type: FontProductRef,
    nullable: true,
    description: 'The FAMILY product of the family’s default encoding, at its base price.',
    args: { familyID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readFamilyMainProduct(args, context),
  }),
);

builder.queryField('readFamilyProducts', (t) =>
  t.field({
    type: [FontProductRef],
    description:
      'The FAMILY products of an encoding (the family’s own when none is given), each followed by its FONT products, at base prices.',
    args: { familyID: t.arg.id({ required: true }), encodingID: t.arg.id() },
    resolve: (_root, args, context) => readFamilyProducts(args, context),
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
    resolve: (_root, args, context) => readFamilySummary(args, context),
  }),
);

export const FamilyEncodingPathRef = builder.objectRef<FamilyEncodingPath>('FamilyEncodingPath').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    isDefault: t.exposeBoolean('isDefault', {
      description: 'The family’s own encoding, shown at /fonts/{family} without this segment.',
    }),
    styleSlugs: t.exposeStringList('styleSlugs', {
      description: "The /{style} segments: 'semibold-italic'.",
    }),
  }),
});

export const FamilyPathRef = builder.objectRef<FamilyPath>('FamilyPath').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    encodings: t.field({ type: [FamilyEncodingPathRef], resolve: (path) => path.encodings }),
  }),
});

builder.queryField('readFamilyPaths', (t) =>
  t.field({
    type: [FamilyPathRef],
    description: 'Every family URL with its encoding URLs and style slugs, for static generation.',
    resolve: (_root, _args, context) => readFamilyPaths(context.repositories),
  }),
);

export const FamilyFacetCountRef = builder.objectRef<FacetCount<string>>('FamilyFacetCount').implement({
  fields: (t) => ({ value: t.exposeString('value'), count: t.exposeInt('count') }),
});

export const FamilyEncodingCountRef = builder.objectRef<FacetCount<number>>('FamilyEncodingCount').implement({
  fields: (t) => ({
    encoding: t.field({
      type: EncodingRef,
      nullable: true,
      resolve: (facet, _args, context) => context.loaders.encodingById.load(facet.value),
    }),
    count: t.exposeInt('count'),
  }),
});

export const FamilyFiltersRef = builder.objectRef<FamilyFilters>('FamilyFilters').implement({
  description: 'The facets of /fonts with how many families each matches; only values some family has.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Families in the catalogue.' }),
    flavors: t.field({
      type: [FamilyFacetCountRef],
      description: 'Categories: serif, sans-serif, monospace, icons…',
      resolve: (filters) => filters.flavors,
    }),
    scripts: t.field({ type: [FamilyFacetCountRef], resolve: (filters) => filters.scripts }),
    encodings: t.field({ type: [FamilyEncodingCountRef], resolve: (filters) => filters.encodings }),
    variableCount: t.exposeInt('variableCount', { description: 'Families with a variable font.' }),
    categories: t.field({
      type: [FamilyFacetCountRef],
      description: 'Editorial categories (smart, legibility…): the category argument of readFamilies.',
      resolve: (filters) => filters.categories,
    }),
  }),
});

builder.queryField('readFamilyFilters', (t) =>
  t.field({
    type: FamilyFiltersRef,
    resolve: (_root, _args, context) => readFamilyFilters(context.repositories),
  }),
);

builder.queryField('readRelatedFamilies', (t) =>
  t.field({
    type: FamilyPageRef,
    description:
      'Families of the same flavor or sharing a script, the same flavor first; never the family itself.',
    args: {
      familyID: t.arg.id({ required: true }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 500.' }),
    },
    resolve: (_root, args, context) => readRelatedFamilies(args, context.repositories),
  }),
);

builder.queryField('readFamilyPairings', (t) =>
  t.field({
    type: [FamilyRef],
    description:
      'Families to pair with, by contrast of flavor: serif ↔ sans-serif; monospace with sans-serif then serif; icons with sans-serif. At most 12.',
    args: { familyID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readFamilyPairings(args, context.repositories),
  }),
);

export const CustomisationAxisRef = builder.objectRef<CustomisationAxis>('CustomisationAxis').implement({
  description: 'One axis of the customiser: the range any of the family’s variable fonts covers.',
  fields: (t) => ({
    tag: t.exposeString('tag'),
    label: t.exposeString('label'),
    min: t.exposeFloat('min'),
    max: t.exposeFloat('max'),
    default: t.exposeFloat('default'),
    steps: t.exposeFloat('steps', { description: 'Slider step.' }),
  }),
});

export const FontCustomisationParamsRef = builder
  .objectRef<FontCustomisationParams>('FontCustomisationParams')
  .implement({
    fields: (t) => ({
      family: t.field({ type: FamilyRef, resolve: (params) => params.family }),
      variableFonts: t.field({
        type: [VariableFontRef],
        description: 'A customisation names one of these (variableFontID) with values of its axes.',
        resolve: (params) => params.variableFonts,
      }),
      axes: t.field({ type: [CustomisationAxisRef], resolve: (params) => params.axes }),
    }),
  });

builder.queryField('readFontCustomisationParams', (t) =>
  t.field({
    type: FontCustomisationParamsRef,
    nullable: true,
    description:
      'The variable fonts and axes the customiser offers for a family; null for an unknown family.',
    args: { familyID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readFontCustomisationParams(args, context),
  }),
);
