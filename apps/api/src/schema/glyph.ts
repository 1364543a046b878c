import type { GlyphView } from '@foundry/fonts';
import { readGlyphs } from '../services/glyphs/read-glyphs.ts';
import type { GlyphCategoryCount } from '../services/glyphs/read-glyphs-categories.ts';
import { readGlyphsCategories } from '../services/glyphs/read-glyphs-categories.ts';
import { builder } from './builder.ts';
import { pageOf } from './paging.ts';

export const GlyphRef = builder.objectRef<GlyphView>('Glyph').implement({
  description: "One glyph of a style's font file, drawn from its real outline.",
  fields: (t) => ({
    id: t.id({ description: 'The glyph id in the font file.', resolve: (glyph) => glyph.id }),
    name: t.exposeString('name', { description: "The post table's glyph name, or uniXXXX." }),
    codePoint: t.int({
      nullable: true,
      description:
        'The lowest code point mapped to the glyph; null for unencoded glyphs (ligatures, alternates).',
      resolve: (glyph) => glyph.codePoints[0] ?? null,
    }),
    codePoints: t.intList({
      nullable: true,
      description: 'Every code point the cmap maps to the glyph; null for unencoded glyphs.',
      resolve: (glyph) => (glyph.codePoints.length > 0 ? glyph.codePoints : null),
    }),
    unicode: t.string({
      nullable: true,
      description: 'The character of codePoint.',
      resolve: (glyph) =>
        glyph.codePoints[0] === undefined ? null : String.fromCodePoint(glyph.codePoints[0]),
    }),
    category: t.exposeString('category', { description: 'One of readGlyphsCategories.' }),
    advanceWidth: t.exposeFloat('advanceWidth', { description: 'In font units.' }),
    unitsPerEm: t.exposeInt('unitsPerEm'),
    ascent: t.exposeFloat('ascent', {
      description: 'Font ascender in font units (top of viewBox is -ascent).',
    }),
    descent: t.exposeFloat('descent', {
      description: 'Font descender in font units, negative below the baseline.',
    }),
    path: t.exposeString('path', {
      description: 'SVG path data in font units, y down, baseline at y = 0; empty for blank glyphs.',
    }),
    viewBox: t.exposeString('viewBox', {
      description: 'SVG viewBox "minX minY width height" framing the glyph from ascender to descender.',
    }),
  }),
});

export const GlyphCategoryRef = builder.objectRef<GlyphCategoryCount>('GlyphCategory').implement({
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'Uppercase, Lowercase, Figures, …, a script name, or Other.',
    }),
    count: t.exposeInt('count', { description: 'Glyphs in the category.' }),
  }),
});

export const GlyphPageRef = pageOf('GlyphPage', GlyphRef);

builder.queryField('readGlyphs', (t) =>
  t.field({
    type: GlyphPageRef,
    description: "A page of a style's glyphs with outlines; unknown style: error 205.",
    args: {
      styleID: t.arg.id({ required: true }),
      category: t.arg.string({ description: 'A category name of readGlyphsCategories; absent: all glyphs.' }),
      search: t.arg.string({
        description:
          "A glyph name part in any case ('adieresis'), one character ('Ä') or a code point ('U+00C4', '00C4').",
      }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 500.' }),
    },
    resolve: (_root, args, context) =>
      readGlyphs({ families: context.repositories.families, storage: context.storage }, args),
  }),
);

builder.queryField('readGlyphsCategories', (t) =>
  t.field({
    type: [GlyphCategoryRef],
    description: "The style's non-empty glyph categories in a stable order; unknown style: error 205.",
    args: { styleID: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readGlyphsCategories(
        { families: context.repositories.families, storage: context.storage },
        args.styleID,
      ),
  }),
);
