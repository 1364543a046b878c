import type { GraphQLContext } from '../context.ts';
import type { AxisRow, InstanceRow, VariableFontRow } from '../repositories/variable-font-repository.ts';
import { readVariableFonts } from '../services/families/read-variable-fonts.ts';
import { listFontSubsets, primaryPreviewUrl } from '../services/font-subsets/list-font-subsets.ts';
import { builder } from './builder.ts';
import { pageOf } from './paging.ts';
import { previewAccessQuery } from './preview-access-query.ts';
import { FontSubsetRef } from './subset.ts';

export interface AxisValue {
  tag: string;
  value: number;
}

/** `{ wght: 400 }` → `[{ tag: 'wght', value: 400 }]`. */
export function axisValues(coordinates: Record<string, number> | null): AxisValue[] | null {
  return coordinates ? Object.entries(coordinates).map(([tag, value]) => ({ tag, value })) : null;
}

export const AxisValueRef = builder.objectRef<AxisValue>('AxisValue').implement({
  fields: (t) => ({
    tag: t.exposeString('tag'),
    value: t.exposeFloat('value'),
  }),
});

export const VariableFontAxisRef = builder.objectRef<AxisRow>('VariableFontAxis').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    tag: t.exposeString('tag', { description: 'OpenType axis tag: wght, wdth, opsz…' }),
    min: t.exposeFloat('min'),
    max: t.exposeFloat('max'),
    default: t.exposeFloat('default'),
    steps: t.exposeFloat('steps', { description: 'Slider step.' }),
  }),
});

export const VariableFontInstanceRef = builder.objectRef<InstanceRow>('VariableFontInstance').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    coordinates: t.field({
      type: [AxisValueRef],
      resolve: (instance) => axisValues(instance.coordinates) ?? [],
    }),
  }),
});

/**
 * The font's characters: named instances stored as styles are read from this very file and carry
 * its ranges; a family with static cuts keeps none, and its cut of the same encoding and slope
 * covers the same text.
 */
async function unicodeRangesOf(font: VariableFontRow, context: GraphQLContext): Promise<string> {
  const styles = await context.loaders.stylesByFamily.load(font.familyId);
  const instance =
    styles.find((style) => style.variableFontId === font.id) ??
    styles.find((style) => style.encodingId === font.encodingId && style.italic === font.italic);
  return instance?.unicodeRanges ?? '';
}

export const VariableFontRef = builder.objectRef<VariableFontRow>('VariableFont').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    familyID: t.exposeID('familyId'),
    encodingID: t.exposeID('encodingId', { nullable: true }),
    title: t.exposeString('title'),
    uniqueName: t.exposeString('uniqueName'),
    italic: t.exposeBoolean('italic'),
    glyphCount: t.exposeInt('glyphCount'),
    fontURL: t.string({
      description:
        'Absolute URL of a preview cut of the font for @font-face (axes kept): its Latin subset (else ' +
        'its first), renamed "<Family> Preview"; never the sold file. `subsets` together cover every character.',
      resolve: async (font, _args, context) =>
        primaryPreviewUrl({
          storageKey: font.storageKey,
          unicodeRanges: await unicodeRangesOf(font, context),
          apiUrl: context.config.apiUrl,
          accessQuery: await previewAccessQuery(context, font),
        }),
    }),
    axes: t.field({
      type: [VariableFontAxisRef],
      resolve: (font, _args, context) => context.loaders.axesByVariableFont.load(font.id),
    }),
    instances: t.field({
      type: [VariableFontInstanceRef],
      description: 'Named instances read from the font file (fvar).',
      resolve: (font, _args, context) => context.loaders.instancesByVariableFont.load(font.id),
    }),
    subsets: t.field({
      type: [FontSubsetRef],
      description: 'Preview cuts (WOFF2) that together cover the font, one per Unicode subset, axes kept.',
      resolve: async (font, _args, context) =>
        listFontSubsets({
          idPrefix: `variable-font-${font.id}`,
          storageKey: font.storageKey,
          unicodeRanges: await unicodeRangesOf(font, context),
          apiUrl: context.config.apiUrl,
          accessQuery: await previewAccessQuery(context, font),
        }),
    }),
  }),
});

export const VariableFontPageRef = pageOf('VariableFontPage', VariableFontRef);

builder.queryField('readVariableFonts', (t) =>
  t.field({
    type: VariableFontPageRef,
    args: {
      familyIDs: t.arg.idList({ required: true }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default and at most 500.' }),
    },
    resolve: (_root, args, context) => readVariableFonts(args, context.repositories),
  }),
);
