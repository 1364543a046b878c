import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../../features/search/server.ts';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}/{category}: one category's hits, the category lowercased (site-behaviour.md 2.1). */
export default function SearchCategoryPage(props: SearchRouteProps) {
  return <SearchResultsPage {...props} />;
}
