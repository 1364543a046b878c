import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../../features/search/search-results-page.tsx';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}/{category}: one category's hits, the category lowercased (docs/routes.md). */
export default function SearchCategoryPage(props: SearchRouteProps) {
  return <SearchResultsPage {...props} />;
}
