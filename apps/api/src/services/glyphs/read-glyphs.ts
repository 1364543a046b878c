import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import { type GlyphEntry, type GlyphView, glyphView } from '@foundry/fonts';
import { glyphSearchMatcher } from './glyph-search.ts';
import { type GlyphSources, loadStyleGlyphFont } from './load-style-glyph-font.ts';

/** A glyph grid shows a few hundred glyphs at most per request; the outlines are drawn per request. */
export const GLYPH_MAX_PAGE_SIZE = 500;

export interface ReadGlyphsArgs {
  styleID: string | number;
  /** A category of readGlyphsCategories; null or absent lists every glyph. */
  category?: string | null | undefined;
  /** A name ('adieresis', an icon's 'alarm-fill'), a character or a code point (glyphSearchMatcher). */
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** One page of a style's glyphs with their outlines, in the grid order of the font's categories. */
export async function readGlyphs(sources: GlyphSources, args: ReadGlyphsArgs): Promise<Page<GlyphView>> {
  // Paging is checked before the font is read, so a bad page costs no parse.
  const paging = resolvePaging(args, { maxPageSize: GLYPH_MAX_PAGE_SIZE });
  const font = await loadStyleGlyphFont(sources, args.styleID);
  const byName: ReadonlyMap<string, GlyphEntry[]> = font.byCategory;
  // An unknown category is a filter that matches nothing, like an unknown url elsewhere.
  const inCategory = args.category == null ? font.glyphs : (byName.get(args.category) ?? []);
  const matches = glyphSearchMatcher(args.search);
  const entries = matches ? inCategory.filter(matches) : inCategory;
  // `total` tells toPage whether a next page exists, so only the page's own glyphs are drawn.
  const rows = entries.slice(paging.offset, paging.offset + paging.pageSize);
  return toPage(
    rows.map((entry) => glyphView(font, entry)),
    { page: paging.page, pageSize: paging.pageSize, total: entries.length },
  );
}
