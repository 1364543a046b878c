/** What the my-fonts list shows (kept in the address: ?show=trial&sort=TITLE). */
export const MY_FONTS_SHOWS = ['all', 'purchased', 'trial'] as const;
export const MY_FONTS_SORTS = ['NEWEST', 'OLDEST', 'TITLE'] as const;

export type MyFontsShow = (typeof MY_FONTS_SHOWS)[number];
export type MyFontsSort = (typeof MY_FONTS_SORTS)[number];

export interface MyFontsFilter {
  show: MyFontsShow;
  sortBy: MyFontsSort;
}

export const DEFAULT_MY_FONTS_FILTER: MyFontsFilter = { show: 'all', sortBy: 'NEWEST' };

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filter named by the address's query (unknown values fall back to the defaults). */
export function myFontsFilterFromQuery(query: Record<string, string | string[] | undefined>): MyFontsFilter {
  return {
    show: oneOf(MY_FONTS_SHOWS, query.show, DEFAULT_MY_FONTS_FILTER.show),
    sortBy: oneOf(MY_FONTS_SORTS, query.sort, DEFAULT_MY_FONTS_FILTER.sortBy),
  };
}

/** The address query of a filter; the defaults are left out. */
export function myFontsQueryString(filter: MyFontsFilter): string {
  const params = new URLSearchParams();
  if (filter.show !== DEFAULT_MY_FONTS_FILTER.show) params.set('show', filter.show);
  if (filter.sortBy !== DEFAULT_MY_FONTS_FILTER.sortBy) params.set('sort', filter.sortBy);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The myFonts arguments of a filter: purchased or trial only, or both kinds (nothing set). */
export function myFontsVariables(filter: MyFontsFilter) {
  return {
    purchased: filter.show === 'purchased' ? true : null,
    trial: filter.show === 'trial' ? true : null,
    sortBy: filter.sortBy,
  };
}
