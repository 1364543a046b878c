/** A file covering part of a font's characters, for CSS `unicode-range` (see list-font-subsets.ts). */
export interface FontSubset {
  id: string;
  url: string;
  unicodeRanges: string;
}
