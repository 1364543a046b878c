import { AppError, ERROR_CODE } from '@foundry/errors';
import { type GlyphFont, openGlyphFont } from '@foundry/fonts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { FamilyRepository } from '../../repositories/family-repository.ts';
import { parseId } from '../ids/parse-ids.ts';

export interface GlyphSources {
  families: Pick<FamilyRepository, 'styleById'>;
  storage: Pick<FileStorage, 'get'>;
}

// Font files are content-addressed and never rewritten, so a parsed font stays valid for the life of
// the process and every copy of the API may keep its own. Paging through a grid then parses once.
// Eight fonts bound the memory (a large icon font parses to tens of MB).
const GLYPH_FONT_CACHE_SIZE = 8;
const parsedFonts = createLruCache<Promise<GlyphFont>>(GLYPH_FONT_CACHE_SIZE);

/**
 * The parsed font of a style: its own file, at its axis location when it is a named instance of a
 * variable font. An unknown style is reported as 205 'unknown product': a style is what a visitor
 * buys, and the catalogue has no "unknown style" code; 215 'invalid product' would say the id was
 * malformed rather than absent.
 */
export async function loadStyleGlyphFont(
  sources: GlyphSources,
  styleID: string | number,
): Promise<GlyphFont> {
  const id = parseId(styleID);
  const style = id === null ? null : await sources.families.styleById(id);
  if (!style) {
    throw new AppError(ERROR_CODE.PRODUCT_UNKNOWN, { fields: { styleID: 'No style has this id.' } });
  }
  const location = style.variableFontId === null ? null : style.location;
  const key = `${style.storageKey}@${JSON.stringify(location ?? {})}`;
  const cached = parsedFonts.get(key);
  if (cached) return cached;
  const parsing = (async () => {
    const bytes = await sources.storage.get(style.storageKey);
    // A style whose file is missing is an outage, not the caller's mistake: it is logged and masked.
    if (!bytes) throw new Error(`font file ${style.storageKey} of style ${style.id} is missing from storage`);
    return openGlyphFont(bytes, location);
  })();
  parsedFonts.set(key, parsing);
  // A failed parse is not remembered, so the next request tries again.
  parsing.catch(() => parsedFonts.delete(key));
  return parsing;
}
