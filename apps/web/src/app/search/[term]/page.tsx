import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../features/search/server.ts';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}: every category's hits (site-behaviour.md 2.1). */
export default function SearchPage(props: SearchRouteProps) {
  return <SearchResultsPage {...props} />;
}
