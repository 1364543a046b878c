// The server-only surface of the search feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export {
  BareSearchPage,
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from './search-results-page.tsx';
export { hit, startSearchStandInApi } from './search-stand-in-api.test-support.ts';
