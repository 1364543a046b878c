import type { PageInfo } from '@foundry/domain';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import { categoryPagePath } from './font-categories.ts';

/** Previous/next links of a category list: real links (?page=N), so it pages without JavaScript too. */
export function CategoryPager({
  basePath,
  page,
  pageInfo,
  t,
}: {
  basePath: string;
  page: number;
  pageInfo: PageInfo;
  t: TFunction;
}) {
  if (page <= 1 && !pageInfo.hasNextPage) return null;
  return (
    <nav className="pager" aria-label={t('fontCategories.paging')}>
      {page > 1 ? (
        <Link href={categoryPagePath(basePath, page - 1)} rel="prev">
          {t('fontCategories.previousPage')}
        </Link>
      ) : null}
      {pageInfo.hasNextPage ? (
        <Link href={categoryPagePath(basePath, pageInfo.nextPage)} rel="next" className="button">
          {t('fontCategories.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
