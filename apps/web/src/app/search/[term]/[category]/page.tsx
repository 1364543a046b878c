import { searchCategoryFromSlug } from '@foundry/domain/search/search-category';
import { PageCrumb } from '../../../../features/navigation/index.ts';
import {
  SearchResultsPage,
  type SearchRouteProps,
  searchResultsMetadata,
} from '../../../../features/search/server.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const generateMetadata = searchResultsMetadata;

/** /search/{term}/{category}: one category's hits, the category lowercased (docs/routes.md). */
export default async function SearchCategoryPage(props: SearchRouteProps) {
  const category = searchCategoryFromSlug((await props.params).category ?? '');
  return (
    <>
      {/* The trail reads Search › term › category, not the page's long heading. */}
      {category ? <PageCrumb title={serverT()(`siteSearch.categories.${category}`)} /> : null}
      <SearchResultsPage {...props} />
    </>
  );
}
