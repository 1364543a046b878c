/**
 * Marks the result links the arrow keys move between (see SearchOverlay). In a file of its own so the
 * overlay can read it without loading the results' code, which it fetches when a term is typed.
 */
export const QUICK_SEARCH_LINK = 'data-quick-search-link';
