'use client';

import { formatMoney } from '@foundry/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { ReadAffiliateStatsQuery } from './affiliate-operations.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'November 2026' for '2026-11', in UTC like the server's months. */
function monthLabel(month: string, locale: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Visits, paid orders and commission per month (readAffiliateStats): the last twelve months by
 * default, or the months chosen; the server widens the dates to whole months.
 */
export function AffiliateStats() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<{ dateFrom?: string; dateTo?: string }>({});
  const [rangeProblem, setRangeProblem] = useState(false);
  const [{ data, error, fetching }] = useQuery({
    query: ReadAffiliateStatsQuery,
    variables: range,
    requestPolicy: 'cache-and-network',
  });
  const rows = data?.readAffiliateStats ?? [];
  const number = new Intl.NumberFormat(i18n.language);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateFrom = MONTH.test(from) ? `${from}-01` : undefined;
    const dateTo = MONTH.test(to) ? `${to}-01` : undefined;
    if (dateFrom && dateTo && dateFrom > dateTo) {
      setRangeProblem(true);
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setRangeProblem(false);
    setRange({ ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}) });
  };

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
      <form className="orders-filter" onSubmit={show} noValidate>
        <label htmlFor={`${id}-from`}>
          {t('affiliate.stats.from')}
          <input
            id={`${id}-from`}
            type="month"
            placeholder="YYYY-MM"
            value={from}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? `${id}-range-problem` : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          {t('affiliate.stats.to')}
          <input
            id={`${id}-to`}
            type="month"
            placeholder="YYYY-MM"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t('affiliate.stats.show')}
        </button>
      </form>
      {rangeProblem ? (
        <p id={`${id}-range-problem`} role="alert" className="field-error">
          {t('affiliate.stats.rangeInvalid')}
        </p>
      ) : null}
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
                  <th scope="row">{monthLabel(row.month, i18n.language)}</th>
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
