import { DEFAULT_PAGE } from '@foundry/domain';
import type { Metadata } from 'next';
import { CategoryPage, categoryMetadata } from '../../../features/font-categories/server.ts';

export function generateMetadata(): Metadata {
  return categoryMetadata('global');
}

/** /fonts/global: a font category page (docs/routes.md); `?page=N` is served by app/listing-page. */
export default function FontCategoryPage() {
  return <CategoryPage slug="global" page={DEFAULT_PAGE} />;
}
