import { createLruCache } from '../../lib/lru-cache.ts';
import { type GlyphSources, loadStyleGlyphFont } from '../glyphs/load-style-glyph-font.ts';
import { featureSamplesOfFont, type OpenTypeFeatureSample } from './feature-samples-of-font.ts';

// Font files are content-addressed and never rewritten, so the samples of a file (and axis location)
// hold for the life of the process. They are a few hundred bytes each; the parsed font is the
// glyph service's cache, shared with the glyph grid.
const SAMPLES_CACHE_SIZE = 64;
const samplesByFile = createLruCache<Promise<OpenTypeFeatureSample[]>>(SAMPLES_CACHE_SIZE);

/**
 * The before/after samples of the style the family page sets them in (its default style), computed
 * once per font file.
 */
export function readStyleFeatureSamples(
  sources: GlyphSources,
  style: { id: number; storageKey: string; variableFontId: number | null; location: unknown },
): Promise<OpenTypeFeatureSample[]> {
  const key = `${style.storageKey}@${JSON.stringify(style.variableFontId === null ? {} : (style.location ?? {}))}`;
  const cached = samplesByFile.get(key);
  if (cached) return cached;
  const computing = loadStyleGlyphFont(sources, style.id).then((glyphFont) =>
    featureSamplesOfFont(glyphFont.font),
  );
  samplesByFile.set(key, computing);
  // A failure is not remembered, so the next request tries again.
  computing.catch(() => samplesByFile.delete(key));
  return computing;
}
