import type { FontSubset } from '../services/font-subsets/font-subset.ts';
import { builder } from './builder.ts';

export const FontSubsetRef = builder.objectRef<FontSubset>('FontSubset').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    unicodeRanges: t.exposeString('unicodeRanges', { description: "CSS unicode-range, e.g. 'U+0000-007F'." }),
  }),
});
