'use client';

import { usePathname } from 'next/navigation';
import { usePublishPageCrumbTitle } from './page-crumb-title.ts';

/**
 * Rendered by a page whose URL slug is not its name (a case study, a family): the header's last
 * crumb shows `title` instead of the slug's words. Renders nothing itself.
 */
export function PageCrumb({ title }: { title: string }) {
  usePublishPageCrumbTitle(usePathname() ?? '/', title);
  return null;
}
