import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { countryDisplayName, languageDisplayName } from './display-names.ts';
import {
  type FontsInUseFilterKey,
  type FontsInUseFilterState,
  fontsInUseHref,
  withFontsInUseFilter,
} from './fonts-in-use-query.ts';
import type { ReadFontsInUseFiltersQuery } from './queries/read-fonts-in-use.ts';

type Filters = ResultOf<typeof ReadFontsInUseFiltersQuery>['readFontsInUseFilters'];
type Option = { value: string; label: string };

type GroupTitle =
  | 'fontsInUse.families'
  | 'fontsInUse.categories'
  | 'fontsInUse.outputs'
  | 'fontsInUse.languages'
  | 'fontsInUse.countries';

function groupsOf(filters: Filters): { key: FontsInUseFilterKey; title: GroupTitle; options: Option[] }[] {
  const plain = (values: readonly string[], label: (value: string) => string = (value) => value) =>
    values.map((value) => ({ value, label: label(value) }));
  return [
    {
      key: 'family',
      title: 'fontsInUse.families',
      options: filters.families.map((family) => ({ value: family.id, label: family.title })),
    },
    { key: 'category', title: 'fontsInUse.categories', options: plain(filters.categories) },
    { key: 'output', title: 'fontsInUse.outputs', options: plain(filters.outputs) },
    {
      key: 'language',
      title: 'fontsInUse.languages',
      options: plain(filters.languages, languageDisplayName),
    },
    { key: 'country', title: 'fontsInUse.countries', options: plain(filters.countries, countryDisplayName) },
  ];
}

/**
 * The filters as plain links: per filter an 'All' link and one link per value; the chosen one is
 * marked with aria-current. A filter with fewer than two values filters nothing and is left out.
 */
export function FontsInUseFilterBar({
  filters,
  state,
  t,
}: {
  filters: Filters;
  state: FontsInUseFilterState;
  t: TFunction;
}) {
  const groups = groupsOf(filters).filter(({ key, options }) => options.length > 1 || state[key]);
  if (groups.length === 0) return null;
  return (
    <nav className="fonts-in-use-filters" aria-label={t('fontsInUse.filters')}>
      {groups.map(({ key, title, options }) => {
        const chosen = state[key];
        const headingId = `fonts-in-use-filter-${key}`;
        return (
          <section key={key} className="fonts-in-use-filters__group" aria-labelledby={headingId}>
            <h2 id={headingId}>{t(title)}</h2>
            <ul>
              <li>
                <Link
                  href={fontsInUseHref(withFontsInUseFilter(state, key, undefined))}
                  aria-current={chosen === undefined ? 'page' : undefined}
                >
                  {t('fontsInUse.all')}
                </Link>
              </li>
              {options.map((option) => (
                <li key={option.value}>
                  <Link
                    href={fontsInUseHref(withFontsInUseFilter(state, key, option.value))}
                    aria-current={chosen === option.value ? 'page' : undefined}
                  >
                    {option.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
