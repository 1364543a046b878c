'use client';

import { formatMoney } from '@foundry/domain';
import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { monthName } from '../../lib/forms/month-name.ts';
import { MonthRangeForm } from '../../lib/forms/month-range-form.tsx';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { AFFILIATE_TEXTS } from '../../lib/i18n/areas/affiliate.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { ReadAffiliateStatsQuery } from './affiliate-operations.ts';

/**
 * Visits, paid orders and commission per month (readAffiliateStats): the last twelve months by
 * default, or the months chosen; the server widens the dates to whole months.
 */
export function AffiliateStats() {
  const { t, i18n } = useTexts(AFFILIATE_TEXTS);
  const id = useId();
  const [range, setRange] = useState<{ dateFrom?: string; dateTo?: string }>({});
  const [{ data, error, fetching }] = useQuery({
    query: ReadAffiliateStatsQuery,
    variables: range,
    requestPolicy: 'cache-and-network',
  });
  const rows = data?.readAffiliateStats ?? [];
  const number = new Intl.NumberFormat(i18n.language);

  const currency = rows[0]?.commission.currency ?? 'EUR';
  const total = rows.reduce(
    (sum, row) => ({
      visits: sum.visits + row.visits,
      orders: sum.orders + row.numOrders,
      commission: sum.commission + row.commission.amount,
    }),
    { visits: 0, orders: 0, commission: 0 },
  );

  return (
    <section className="account-section" aria-labelledby={`${id}-title`} aria-busy={fetching}>
      <h2 id={`${id}-title`}>{t('affiliate.stats.heading')}</h2>
      <MonthRangeForm
        className="orders-filter"
        problemClassName="field-error"
        words={{
          from: t('affiliate.stats.from'),
          to: t('affiliate.stats.to'),
          show: t('affiliate.stats.show'),
          rangeInvalid: t('affiliate.stats.rangeInvalid'),
        }}
        // The server takes days and widens them to whole months.
        onShow={({ from, to }) =>
          setRange({ ...(from ? { dateFrom: `${from}-01` } : {}), ...(to ? { dateTo: `${to}-01` } : {}) })
        }
      />
      {error ? (
        <p role="alert">{error.graphQLErrors[0]?.message ?? i18n.t(failureOfOperation(error).messageKey)}</p>
      ) : null}
      <div aria-live="polite">
        {rows.length > 0 ? (
          <table className="orders-table affiliate-stats">
            <caption className="visually-hidden">{t('affiliate.stats.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('affiliate.stats.month')}</th>
                <th scope="col">{t('affiliate.stats.visits')}</th>
                <th scope="col">{t('affiliate.stats.orders')}</th>
                <th scope="col">{t('affiliate.stats.commission')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthName(row.month, i18n.language)}</th>
                  <td data-label={t('affiliate.stats.visits')}>{number.format(row.visits)}</td>
                  <td data-label={t('affiliate.stats.orders')}>{number.format(row.numOrders)}</td>
                  <td data-label={t('affiliate.stats.commission')}>
                    {formatMoney(row.commission, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('affiliate.stats.total')}</th>
                <td>{number.format(total.visits)}</td>
                <td>{number.format(total.orders)}</td>
                <td>{formatMoney({ amount: total.commission, currency }, i18n.language)}</td>
              </tr>
            </tfoot>
          </table>
        ) : null}
      </div>
    </section>
  );
}
