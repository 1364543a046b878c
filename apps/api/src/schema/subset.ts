import { builder } from './builder.ts';

/** A file covering part of a font's characters, for CSS `unicode-range` (see list-font-subsets.ts). */
export interface FontSubset {
  id: string;
  url: string;
  unicodeRanges: string;
}

export const FontSubsetRef = builder.objectRef<FontSubset>('FontSubset').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    unicodeRanges: t.exposeString('unicodeRanges', { description: "CSS unicode-range, e.g. 'U+0000-007F'." }),
  }),
});
