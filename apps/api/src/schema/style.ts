import type { StyleRow } from '../repositories/family-repository.ts';
import { listFontSubsets, primaryPreviewUrl } from '../services/font-subsets/list-font-subsets.ts';
import { builder } from './builder.ts';
import { withPreviewAccess } from './preview-access-query.ts';
import { FontSubsetRef } from './subset.ts';
import { AxisValueRef, axisValues, VariableFontRef } from './variable-font.ts';

export const StyleRef = builder.objectRef<StyleRow>('Style').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    fontURL: t.string({
      description:
        'Absolute URL of a preview cut of the style for @font-face: its Latin subset (else its first), ' +
        'renamed "<Family> Preview"; never the sold file. `subsets` together cover every character.',
      resolve: (style, _args, context) =>
        withPreviewAccess(context, style, (accessQuery) =>
          primaryPreviewUrl({
            storageKey: style.storageKey,
            unicodeRanges: style.unicodeRanges,
            apiUrl: context.config.apiUrl,
            accessQuery,
          }),
        ),
    }),
    glyphCount: t.exposeInt('glyphCount', { description: 'Glyphs in the font file.' }),
    weight: t.exposeInt('weight', { description: 'CSS font-weight, from the file (OS/2 usWeightClass).' }),
    italic: t.exposeBoolean('italic'),
    unicodeRanges: t.exposeString('unicodeRanges'),
    location: t.field({
      type: [AxisValueRef],
      nullable: true,
      description: 'Axis coordinates when the style is a named instance of a variable font.',
      resolve: (style) => axisValues(style.location),
    }),
    variableFont: t.field({
      type: VariableFontRef,
      nullable: true,
      resolve: async (style, _args, context) => {
        if (style.variableFontId === null) return null;
        const fonts = await context.loaders.variableFontsByFamily.load(style.familyId);
        return fonts.find((font) => font.id === style.variableFontId) ?? null;
      },
    }),
    subsets: t.field({
      type: [FontSubsetRef],
      description:
        'Preview cuts (WOFF2) that together cover the style, one per Unicode subset, for @font-face unicode-range.',
      resolve: (style, _args, context) =>
        withPreviewAccess(context, style, (accessQuery) =>
          listFontSubsets({
            idPrefix: `style-${style.id}`,
            storageKey: style.storageKey,
            unicodeRanges: style.unicodeRanges,
            apiUrl: context.config.apiUrl,
            accessQuery,
          }),
        ),
    }),
  }),
});
