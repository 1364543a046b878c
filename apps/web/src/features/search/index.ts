// The public surface of the search feature: what routes and other features import from it.

export { QUICK_SEARCH_LINK, QuickSearchResults } from './quick-search-results.tsx';
export { useQuickSearchTerm } from './use-quick-search-term.ts';
