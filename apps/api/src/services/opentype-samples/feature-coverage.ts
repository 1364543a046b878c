import type { DrawingFont } from '@foundry/fonts';

/** fontkit's parsed layout tables, as far as this file reads them. */
type Coverage =
  | { version: 1; glyphs: number[] }
  | { version: 2; rangeRecords: { start: number; end: number }[] };
type SubTable = {
  lookupType?: number;
  extension?: SubTable;
  coverage?: Coverage;
  markCoverage?: Coverage;
  inputCoverage?: Coverage[];
  coverages?: Coverage[];
};
type Listed<T> = { get(index: number): T; toArray(): T[]; length: number } | T[];
type Lookup = { lookupType: number; subTables: Listed<SubTable> };
type FeatureRecord = {
  tag: string;
  feature: { lookupListIndexes: number[]; featureParams?: { nameID?: number; featUILabelNameID?: number } };
};
type LayoutTable = { featureList: FeatureRecord[]; lookupList: Listed<Lookup> };
type NameValue = Record<string, string> | string | undefined;
type LayoutFont = DrawingFont & {
  GSUB?: LayoutTable;
  GPOS?: LayoutTable;
  name?: { records: { fontFeatures?: Record<string, NameValue> } };
};

export interface FeatureCoverage {
  /** Code points whose default glyphs the feature's lookups take as (first) input. */
  codePoints: Set<number>;
  /** The font's own name for the feature (stylistic sets, character variants), when it has one. */
  name: string | null;
}

function listed<T>(list: Listed<T>): T[] {
  return Array.isArray(list) ? list : list.toArray();
}

function glyphsOf(coverage: Coverage | undefined): number[] {
  if (!coverage) return [];
  if (coverage.version === 1) return coverage.glyphs;
  return coverage.rangeRecords.flatMap((range) =>
    Array.from({ length: range.end - range.start + 1 }, (_, index) => range.start + index),
  );
}

/**
 * The glyphs a subtable starts from: its coverage (single, multiple, alternate and ligature
 * substitution, positioning, contextual formats 1 and 2), a mark table's mark coverage, or the first
 * input coverage of a contextual format 3. Extension subtables are unwrapped.
 */
function inputGlyphs(subTable: SubTable): number[] {
  const inner = subTable.extension ?? subTable;
  const first = inner.coverage ?? inner.markCoverage ?? inner.inputCoverage?.[0] ?? inner.coverages?.[0];
  return glyphsOf(first);
}

function pickName(value: NameValue): string | null {
  if (typeof value === 'string') return value;
  if (!value) return null;
  return value.en ?? value['en-US'] ?? Object.values(value)[0] ?? null;
}

/**
 * For every feature tag of the font's GSUB and GPOS, the characters whose glyphs its lookups cover,
 * and its UI name. A tag listed under several scripts is merged.
 */
export function featureCoverage(font: DrawingFont): Map<string, FeatureCoverage> {
  const layoutFont = font as LayoutFont;
  const codePointsOfGlyph = new Map<number, number[]>();
  for (const codePoint of font.characterSet) {
    const id = font.glyphForCodePoint(codePoint).id;
    const list = codePointsOfGlyph.get(id);
    if (list) list.push(codePoint);
    else codePointsOfGlyph.set(id, [codePoint]);
  }
  const names = layoutFont.name?.records.fontFeatures ?? {};
  const result = new Map<string, FeatureCoverage>();
  for (const table of [layoutFont.GSUB, layoutFont.GPOS]) {
    if (!table) continue;
    for (const record of table.featureList) {
      const entry = result.get(record.tag) ?? { codePoints: new Set<number>(), name: null };
      const params = record.feature.featureParams;
      const nameId = params?.nameID ?? params?.featUILabelNameID;
      if (entry.name === null && nameId !== undefined) entry.name = pickName(names[String(nameId)]);
      for (const index of record.feature.lookupListIndexes) {
        const lookup = Array.isArray(table.lookupList)
          ? table.lookupList[index]
          : table.lookupList.get(index);
        for (const subTable of lookup ? listed(lookup.subTables) : []) {
          for (const glyph of inputGlyphs(subTable)) {
            for (const codePoint of codePointsOfGlyph.get(glyph) ?? []) entry.codePoints.add(codePoint);
          }
        }
      }
      result.set(record.tag, entry);
    }
  }
  return result;
}
