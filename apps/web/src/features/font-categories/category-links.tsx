import type { TFunction } from 'i18next';
import Link from 'next/link';
import { type CategorySlug, categoryPath, FONT_CATEGORIES } from './font-categories.ts';

/** The row of category pages, on /fonts and on each category page (the current one marked). */
export function CategoryLinks({ t, current }: { t: TFunction; current?: CategorySlug }) {
  return (
    <nav className="category-links" aria-label={t('fontCategories.nav')}>
      <ul>
        {FONT_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              href={categoryPath(category.slug)}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {t(`fontCategories.${category.slug}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
