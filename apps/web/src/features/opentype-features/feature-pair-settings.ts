/** A four-letter OpenType tag as CSS can quote it; anything else is dropped. */
function cleanTag(tag: string): string | null {
  const clean = tag.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 4);
  return clean.length === 4 ? clean : null;
}

/**
 * The `font-feature-settings` of the two halves of a before/after pair: the feature forced off and
 * forced on. Forcing both ways matters: liga, kern and calt are on by default, so 'normal' would not
 * be "off".
 */
export function featurePairSettings(tag: string): { off: string; on: string } | null {
  const clean = cleanTag(tag);
  if (!clean) return null;
  return { off: `"${clean}" 0`, on: `"${clean}" 1` };
}
