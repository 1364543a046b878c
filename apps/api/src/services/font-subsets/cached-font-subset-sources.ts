import type { FontFileAddress } from './font-subset-address.ts';
import type { FontSubsetSources, SubsetSourceFile } from './font-subset-sources.ts';

/** How long a font file's lookup (its key, reserved name, pre-release status) is reused. */
export const FONT_SOURCE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

/**
 * The subset route's file lookups, kept a minute per address: a page asks for many previews, and
 * a cached preview would otherwise cost three queries. A family's release (or return to
 * development) reaches the route within FONT_SOURCE_TTL_MS; who is a club member is read per
 * request (pre-release-access.ts).
 */
export function cacheFontSubsetSources(
  sources: Pick<FontSubsetSources, 'fileOf'>,
  now: () => number = Date.now,
): Pick<FontSubsetSources, 'fileOf'> {
  const entries = new Map<FontFileAddress, { at: number; file: Promise<SubsetSourceFile | null> }>();
  return {
    fileOf(address) {
      const hit = entries.get(address);
      if (hit && now() - hit.at < FONT_SOURCE_TTL_MS) return hit.file;
      const file = sources.fileOf(address);
      entries.delete(address);
      entries.set(address, { at: now(), file });
      // A failed lookup (an outage) is not kept; the oldest entry goes when the map is full.
      file.catch(() => entries.delete(address));
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as FontFileAddress);
      return file;
    },
  };
}
