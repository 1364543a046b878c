'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { MY_FONTS_TEXTS } from '../../lib/i18n/areas/my-fonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Select } from '../../ui/select.tsx';
import { useAuth } from '../auth/index.ts';
import { AccountPagedList } from './account-paged-list.tsx';
import { MyFamilyCard } from './my-family-card.tsx';
import {
  DEFAULT_MY_FONTS_FILTER,
  MY_FONTS_SHOWS,
  MY_FONTS_SORTS,
  type MyFontsFilter,
  myFontsQueryString,
} from './my-fonts-filter.ts';
import { useMyFontsPages } from './use-my-fonts-pages.ts';

interface MyFontsListProps {
  /** The filter of the address the page was opened with. */
  initialFilter?: MyFontsFilter;
  /** Only the families bought under a corporate licence (the corporate fonts page): no filters. */
  corporateOnly?: boolean;
}

/**
 * The account's families: purchased / trial tabs and the sort (kept in the address), a page of 12
 * at a time with "Show more", each family with its licences, download, customise and upgrade.
 */
export function MyFontsList({
  initialFilter = DEFAULT_MY_FONTS_FILTER,
  corporateOnly = false,
}: MyFontsListProps) {
  const { t } = useTexts(ACCOUNT_TEXTS, MY_FONTS_TEXTS);
  const ids = useId();
  const { loggedIn } = useAuth();
  const [filter, setFilter] = useState<MyFontsFilter>(
    corporateOnly ? DEFAULT_MY_FONTS_FILTER : initialFilter,
  );
  const pages = useMyFontsPages(filter, corporateOnly ? true : null, !loggedIn);

  const change = (next: MyFontsFilter) => {
    setFilter(next);
    // The address keeps the choice (back, reload and shared links show the same list).
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${myFontsQueryString(next)}`,
    );
  };

  return (
    <section className="my-fonts" aria-labelledby={`${ids}-title`} aria-busy={pages.loading}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        {t(corporateOnly ? 'accountArea.menu.corporate_fonts' : 'accountArea.menu.my_fonts')}
      </h2>
      {corporateOnly ? null : (
        <div className="my-fonts__filters">
          <fieldset className="my-fonts__tabs">
            <legend className="visually-hidden">{t('myFonts.filters.label')}</legend>
            {MY_FONTS_SHOWS.map((show) => (
              <button
                key={show}
                type="button"
                className="button"
                aria-pressed={filter.show === show}
                onClick={() => change({ ...filter, show })}
              >
                {t(`myFonts.filters.${show}`)}
              </button>
            ))}
          </fieldset>
          <Select
            label={t('myFonts.sort.label')}
            selectedKey={filter.sortBy}
            onChange={(sortBy) => change({ ...filter, sortBy: sortBy as MyFontsFilter['sortBy'] })}
            options={MY_FONTS_SORTS.map((sort) => ({ id: sort, label: t(`myFonts.sort.${sort}`) }))}
          />
        </div>
      )}

      <AccountPagedList
        pages={pages}
        className="my-fonts__list"
        keyOf={(node) => `${node.__typename}/${node.id}`}
        renderItem={(node) => <MyFamilyCard node={node} />}
        empty={
          <>
            {t(
              corporateOnly
                ? 'myFonts.corporate.empty'
                : filter.show === 'trial'
                  ? 'myFonts.emptyTrials'
                  : 'myFonts.empty',
            )}{' '}
            {corporateOnly ? (
              <Link href="/fonts/corporate">{t('myFonts.corporate.redeem')}</Link>
            ) : (
              <Link href="/fonts">{t('myFonts.browse')}</Link>
            )}
          </>
        }
      />
    </section>
  );
}
