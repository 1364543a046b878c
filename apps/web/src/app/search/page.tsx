import type { Metadata } from 'next';
import { BareSearchPage, type SearchRouteProps } from '../../features/search/server.ts';

export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } };

/** /search: the search field (the "Search" crumb's page); ?q=term shows that term's results. */
export default function SearchFieldPage(props: Pick<SearchRouteProps, 'searchParams'>) {
  return <BareSearchPage {...props} />;
}
