/** Paging defaults and the page size of each list (docs/limits-and-timing.md). */

/** Pagination starts at page 1 when no page is given. */
export const DEFAULT_PAGE = 1;
/** The page to load next when the server's pageInfo names none. */
export const DEFAULT_NEXT_PAGE = 2;
/** Page size of ordinary lists (families, products, stories…). */
export const DEFAULT_PAGE_SIZE = 12;

export const PAGE_SIZE = {
  default: DEFAULT_PAGE_SIZE,
  handwriting: 50,
  variableFonts: 500,
  comparePicker: 500,
  authors: 500,
  globalFontGroups: 12,
  clubTransactionHistory: 20,
  /** A page of the address book (User.addresses); the account and the pickers ask for one page. */
  addressBook: 100,
  authorSection: 6,
  webinars: 100,
  crowdfunding: 100,
  booksGiveAway: 100,
  fontsInUseDetail: 1,
  webfontProjectDetail: 1,
  /** Filter parameters (categories, publishers, languages…) fetched for a filter bar. */
  filterParameters: 100,
  /** Child parameters of a filter parameter. */
  childParameters: 1000,
} as const;

/** The largest page any list asks for; the API refuses larger pages. */
export const MAX_PAGE_SIZE = Math.max(...Object.values(PAGE_SIZE));

/** Sort order of catalogue lists when the visitor chose none. */
export const DEFAULT_SORT = 'newest';
