import { PageCrumb } from '../../../features/navigation/index.ts';
import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../features/search/server.ts';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}: every category's hits (docs/routes.md). */
export default async function SearchPage(props: SearchRouteProps) {
  const { term } = await props.params;
  let shown = term;
  try {
    shown = decodeURIComponent(term);
  } catch {
    // a malformed escape is shown as typed
  }
  return (
    <>
      {/* The trail reads Search › “term”, not the page's long heading. */}
      <PageCrumb title={`“${shown.trim()}”`} />
      <SearchResultsPage {...props} />
    </>
  );
}
