/** How many hits of each category the quick search shows (the 'View All' link leads to the rest). */
export const QUICK_SEARCH_PER_CATEGORY = 4;
/** The results page grows by pages of this many hits. */
export const SEARCH_PAGE_SIZE = 12;
/** The largest page of search results the API gives. */
export const SEARCH_MAX_PAGE_SIZE = 100;
/** A longer term is refused: nobody types it, and every character costs a LIKE over every row. */
export const SEARCH_TERM_MAX_CHARS = 100;
