/**
 * The CSS `font-feature-settings` value for the features switched on, e.g. `"liga" 1, "smcp" 1`;
 * `normal` when none is. Tags are sorted so the same set always gives the same string.
 */
export function fontFeatureSettings(enabled: ReadonlySet<string> | readonly string[]): string {
  const tags = [...new Set(enabled)]
    .map((tag) => tag.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 4))
    .filter((tag) => tag.length === 4)
    .sort();
  if (tags.length === 0) return 'normal';
  return tags.map((tag) => `"${tag}" 1`).join(', ');
}

/** The set with the tag switched: added when absent, removed when present. */
export function toggleFeature(enabled: ReadonlySet<string>, tag: string): Set<string> {
  const next = new Set(enabled);
  if (next.has(tag)) next.delete(tag);
  else next.add(tag);
  return next;
}
