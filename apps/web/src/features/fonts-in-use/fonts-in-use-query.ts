/** The filters of /fonts/in-use, one value each, read from and written to the query string. */
export const FONTS_IN_USE_FILTER_KEYS = ['family', 'category', 'output', 'language', 'country'] as const;
export type FontsInUseFilterKey = (typeof FONTS_IN_USE_FILTER_KEYS)[number];
export type FontsInUseFilterState = Partial<Record<FontsInUseFilterKey, string>>;

export const FONTS_IN_USE_PATH = '/fonts/in-use';

/** Query values longer than this name nothing a showcase has; they are ignored. */
const MAX_VALUE_LENGTH = 100;

/** The chosen filters of a request's search params; repeated or overlong values are ignored. */
export function fontsInUseFiltersOf(
  params: Record<string, string | string[] | undefined>,
): FontsInUseFilterState {
  const state: FontsInUseFilterState = {};
  for (const key of FONTS_IN_USE_FILTER_KEYS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value && value.length <= MAX_VALUE_LENGTH) state[key] = value;
  }
  return state;
}

/** The readFontsInUse variables of the chosen filters. */
export function fontsInUseVariables(state: FontsInUseFilterState) {
  const list = (value: string | undefined) => (value === undefined ? undefined : [value]);
  return {
    families: list(state.family),
    categories: list(state.category),
    outputs: list(state.output),
    languages: list(state.language),
    countries: list(state.country),
  };
}

/** The listing's URL for these filters (and a page after the first); keys in a fixed order. */
export function fontsInUseHref(state: FontsInUseFilterState, page = 1): string {
  const params = new URLSearchParams();
  for (const key of FONTS_IN_USE_FILTER_KEYS) {
    const value = state[key];
    if (value !== undefined) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${FONTS_IN_USE_PATH}?${query}` : FONTS_IN_USE_PATH;
}

/** The filters with one key set to a value, or cleared (undefined); paging starts over. */
export function withFontsInUseFilter(
  state: FontsInUseFilterState,
  key: FontsInUseFilterKey,
  value: string | undefined,
): FontsInUseFilterState {
  const next = { ...state };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** The detail page of a showcase. */
export function fontsInUseDetailPath(id: string | number): string {
  return `${FONTS_IN_USE_PATH}/${id}`;
}
