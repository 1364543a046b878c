import { SHOP_LISTING_TYPES, type ShopListing } from '@foundry/domain/shop/shop-listing';
import {
  buildShopPath,
  type ShopFacets,
  type ShopFilterKey,
  type ShopListingState,
  withShopFilter,
} from '@foundry/domain/shop/shop-path';
import { shopSlug } from '@foundry/domain/shop/shop-slug';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import { languageName } from './language-name.ts';

const GROUPS: readonly { key: ShopFilterKey; facet: keyof ShopFacets }[] = [
  { key: 'category', facet: 'categories' },
  { key: 'publisher', facet: 'publishers' },
  { key: 'language', facet: 'languages' },
];

/**
 * The filters of a listing as plain links (keyboard and crawler friendly): per facet an 'All' link
 * and one link per value; the chosen one is marked with aria-current and links back to 'All'.
 * A facet with fewer than two values filters nothing and is left out.
 */
export function ShopFilterBar({
  listing,
  state,
  facets,
  t,
}: {
  listing: ShopListing;
  state: ShopListingState;
  facets: ShopFacets;
  t: TFunction;
}) {
  const groups = GROUPS.filter(({ key, facet }) => facets[facet].length > 1 || state.filters[key]);
  if (groups.length === 0) return null;
  return (
    <nav className="shop-filters" aria-label={t('shop.filters')} data-type={SHOP_LISTING_TYPES[listing]}>
      {groups.map(({ key, facet }) => {
        const chosen = state.filters[key];
        const headingId = `shop-filter-${key}`;
        return (
          <section key={key} className="shop-filters__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="shop-filters__title">
              {t(`shop.filterBy.${key}`)}
            </h2>
            <ul className="shop-filters__values">
              <li>
                <Link
                  href={buildShopPath(listing, withShopFilter(state, key, null))}
                  aria-current={chosen ? undefined : 'true'}
                  className="shop-filters__link"
                >
                  {t('shop.all')}
                </Link>
              </li>
              {facets[facet].map((value) => (
                <li key={value}>
                  <Link
                    href={buildShopPath(listing, withShopFilter(state, key, value))}
                    aria-current={chosen === shopSlug(value) ? 'true' : undefined}
                    className="shop-filters__link"
                    data-filter={key}
                    data-value={value}
                  >
                    {key === 'language' ? languageName(value) : value}
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
