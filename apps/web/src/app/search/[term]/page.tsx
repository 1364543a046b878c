import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../features/search/search-results-page.tsx';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}: every category's hits (site-behaviour.md 2.1). */
export default function SearchPage(props: SearchRouteProps) {
  return <SearchResultsPage {...props} />;
}
