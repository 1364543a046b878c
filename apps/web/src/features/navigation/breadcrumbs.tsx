import { collapseBreadcrumbs } from '@foundry/domain';
import Link from 'next/link';
import type { Breadcrumb } from './breadcrumbs-for-path.ts';

/** The header trail; above four entries only the first and the last three are shown (docs/site-chrome.md). */
export function Breadcrumbs({ items, label }: { items: readonly Breadcrumb[]; label: string }) {
  if (items.length < 2) return null;
  const shown = collapseBreadcrumbs(items);
  const collapsed = shown.length < items.length;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {shown.map((crumb, index) => {
          const isLast = index === shown.length - 1;
          return (
            <li key={crumb.href} data-gap-before={collapsed && index === 1 ? '' : undefined}>
              {isLast ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link href={crumb.href}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
