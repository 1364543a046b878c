import { DEFAULT_PAGE_SIZE, type PageInfo } from '@foundry/domain';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { CategoryFamilyList } from './category-family-list.tsx';
import { CategoryLinks } from './category-links.tsx';
import { CategoryPager } from './category-pager.tsx';
import { FamilyGroups, VariableFamilies } from './category-views.tsx';
import { type CategorySlug, categoryPath, FONT_CATEGORIES } from './font-categories.ts';
import { loadCategoryGroups, loadTaggedFamilies, loadVariableFamilies } from './load-category.ts';

function categoryOf(slug: CategorySlug) {
  const category = FONT_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`unknown font category ${slug}`);
  return category;
}

/** The page title and description: the category's name and its intro sentence. */
export function categoryMetadata(slug: CategorySlug): Metadata {
  const t = serverT();
  const title = t(`fontCategories.${slug}.title`);
  const description = t(`fontCategories.${slug}.intro`);
  return { title, description, openGraph: { title, description } };
}

/** The list of a category page, read on the server for its source. */
async function CategoryList({ slug, page }: { slug: CategorySlug; page: number }) {
  const t = serverT();
  const { source } = categoryOf(slug);
  let list: ReactNode;
  let pageInfo: PageInfo;
  if (source.kind === 'groups') {
    const groups = await loadCategoryGroups(source.groupType, page);
    list = (
      <FamilyGroups groups={groups.nodes} t={t} showOpticalSizes={source.groupType === 'OpticalSizes'} />
    );
    pageInfo = groups.pageInfo;
  } else if (source.kind === 'variable') {
    const families = await loadVariableFamilies(page);
    list = <VariableFamilies families={families.nodes} t={t} />;
    pageInfo = families.pageInfo;
  } else {
    // Editorial categories grow in place with "Load more", like /fonts.
    const families = await loadTaggedFamilies(source.category, page);
    return (
      <CategoryFamilyList
        category={source.category}
        basePath={categoryPath(slug)}
        nodes={families.nodes}
        pageInfo={families.pageInfo}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
      />
    );
  }
  return (
    <>
      {list}
      <CategoryPager basePath={categoryPath(slug)} page={page} pageInfo={pageInfo} t={t} />
    </>
  );
}

/** /fonts/{category}: title, what the category means, the other categories, then its families. */
export async function CategoryPage({ slug, page }: { slug: CategorySlug; page: number }) {
  const t = serverT();
  return (
    <div className="page font-category" data-category={slug}>
      <h1>{t(`fontCategories.${slug}.title`)}</h1>
      <p className="font-category__intro">{t(`fontCategories.${slug}.intro`)}</p>
      <CategoryLinks t={t} current={slug} />
      <CategoryList slug={slug} page={page} />
    </div>
  );
}
