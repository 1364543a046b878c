'use client';

import NextLink from 'next/link';
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';

export interface Crumb {
  href: string;
  label: string;
}

interface BreadcrumbsProps {
  /** The navigation landmark's name, e.g. 'Breadcrumbs'. */
  label: string;
  /** From the home page down to the current page (the last one, not a link). */
  crumbs: readonly Crumb[];
}

/** Where the page sits: a trail of links ending in the current page (aria-current="page"). */
export function Breadcrumbs({ label, crumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="ui-breadcrumbs">
      <AriaBreadcrumbs
        items={crumbs.map((crumb) => ({ ...crumb, id: crumb.href }))}
        className="ui-breadcrumbs__list"
      >
        {(crumb) => (
          <Breadcrumb className="ui-breadcrumbs__item">
            {({ isCurrent }) =>
              isCurrent ? (
                <Link className="ui-breadcrumbs__current">{crumb.label}</Link>
              ) : (
                <NextLink href={crumb.href} className="ui-breadcrumbs__link">
                  {crumb.label}
                </NextLink>
              )
            }
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
