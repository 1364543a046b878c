export interface GlyphTab {
  /** The category to ask the API for; null lists every glyph. */
  category: string | null;
  name: string;
  count: number;
}

/**
 * Code points a font keeps for itself (icons, logos): nothing a text face's buyer looks for, so the
 * grid has no tab for them (docs/family-page.md). Its glyphs still show under "All" and in search.
 */
const HIDDEN_CATEGORIES: ReadonlySet<string> = new Set(['Private use']);

/** The tabs of the glyph grid: "All" with the total first, then the font's categories but hidden ones. */
export function glyphTabs(
  categories: readonly { name: string; count: number }[],
  allLabel: string,
): GlyphTab[] {
  const total = categories.reduce((sum, entry) => sum + entry.count, 0);
  const shown = categories.filter((entry) => !HIDDEN_CATEGORIES.has(entry.name));
  return [
    { category: null, name: allLabel, count: total },
    ...shown.map((entry) => ({ category: entry.name, name: entry.name, count: entry.count })),
  ];
}
