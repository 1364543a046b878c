import { OPENTYPE_SAMPLES_COST } from '../security/query-cost.ts';
import { defaultStyle, shownStyles } from '../services/families/family-styles.ts';
import type { OpenTypeFeatureSample } from '../services/opentype-samples/feature-samples-of-font.ts';
import { readStyleFeatureSamples } from '../services/opentype-samples/read-family-feature-samples.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';

export const OpenTypeFeatureSampleRef = builder
  .objectRef<OpenTypeFeatureSample>('OpenTypeFeatureSample')
  .implement({
    description: 'A feature of the family’s default style with a text it visibly changes.',
    fields: (t) => ({
      tag: t.exposeString('tag'),
      title: t.exposeString('title', {
        description: 'The registry’s name, with the font’s own for sets and variants.',
      }),
      sample: t.exposeString('sample', {
        description: 'Set it with the feature off ("tag" 0) and on ("tag" 1).',
      }),
    }),
  });

builder.objectField(FamilyRef, 'openTypeFeatureSamples', (t) =>
  t.field({
    type: [OpenTypeFeatureSampleRef],
    // Parses a font file the first time (most of a second on a busy machine): a family page asks
    // for one, and the query cost lets a request ask for a handful at most (docs/security.md).
    complexity: { field: OPENTYPE_SAMPLES_COST, multiplier: 5 },
    description:
      'Before/after samples for the OpenType features of the default style of the encoding shown, read from its font file (GSUB/GPOS with fontkit). Features the shaper always applies, and those no sample shows, are left out.',
    resolve: async (family, _args, context) => {
      const [styles, encodings] = await Promise.all([
        context.loaders.stylesByFamily.load(family.id),
        context.loaders.familyEncodingsByFamily.load(family.id),
      ]);
      const shown = shownStyles(styles, family.shownEncodingId);
      const style = defaultStyle(
        shown,
        encodings.find((row) => row.encodingId === family.shownEncodingId),
      );
      if (!style) return [];
      return readStyleFeatureSamples(
        { families: context.repositories.families, storage: context.storage },
        style,
      );
    },
  }),
);

builder.objectField(FamilyRef, 'hasWeightCalculator', (t) =>
  t.exposeBoolean('hasWeightCalculator', {
    description: 'Whether the family page shows the weight calculator (a variable font with a wght axis).',
  }),
);
