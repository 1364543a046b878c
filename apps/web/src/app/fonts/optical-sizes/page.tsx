import type { Metadata } from 'next';
import { CategoryPage, categoryMetadata } from '../../../features/font-categories/category-page.tsx';
import { pageParam } from '../../../lib/routing/page-param.ts';

export function generateMetadata(): Metadata {
  return categoryMetadata('optical-sizes');
}

/** /fonts/optical-sizes: a font category page (docs/routes.md). */
export default async function FontCategoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  return <CategoryPage slug="optical-sizes" page={pageParam((await searchParams).page)} />;
}
