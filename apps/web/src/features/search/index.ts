// The public surface of the search feature: what routes and other features import from it.

export { LazyQuickSearchResults } from './lazy-quick-search-results.tsx';
export { QUICK_SEARCH_LINK } from './quick-search-link.ts';
export { useQuickSearchTerm } from './use-quick-search-term.ts';
