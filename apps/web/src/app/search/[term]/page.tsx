import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../features/search/server.ts';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}: every category's hits (docs/routes.md). */
export default function SearchPage(props: SearchRouteProps) {
  return <SearchResultsPage {...props} />;
}
