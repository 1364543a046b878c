import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../features/search/search-results-page.tsx';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}: every category's hits (docs/routes.md). */
export default function SearchPage(props: SearchRouteProps) {
  return <SearchResultsPage {...props} />;
}
