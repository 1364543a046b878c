/**
 * GraphQL IDs arrive as strings; database ids are integers. An id that is not a positive integer
 * names no row, so it is dropped rather than reported.
 */
export function parseIds(ids: readonly (string | number)[]): number[] {
  return ids.flatMap((id) => {
    const text = String(id);
    if (!/^\d{1,15}$/.test(text)) return [];
    const value = Number(text);
    return value > 0 ? [value] : [];
  });
}

/** One id, or null when it cannot name a row. */
export function parseId(id: string | number): number | null {
  return parseIds([id])[0] ?? null;
}
