import { BREADCRUMB_COLLAPSE_ABOVE, BREADCRUMB_VISIBLE_TAIL } from '../constants/limits.ts';

/**
 * The breadcrumbs to show: all of them up to four, otherwise the first and the last three
 * (the header shows an ellipsis where the others were).
 */
export function collapseBreadcrumbs<T>(items: readonly T[]): T[] {
  if (items.length <= BREADCRUMB_COLLAPSE_ABOVE) return [...items];
  return [...items.slice(0, 1), ...items.slice(-BREADCRUMB_VISIBLE_TAIL)];
}

/** How many breadcrumbs `collapseBreadcrumbs` hides (0 when none). */
export function hiddenBreadcrumbCount(items: readonly unknown[]): number {
  return items.length - collapseBreadcrumbs(items).length;
}
