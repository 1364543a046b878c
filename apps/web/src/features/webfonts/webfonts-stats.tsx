'use client';

import { formatMoney } from '@foundry/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ReadWebfontsProjectStatsQuery } from './webfonts-operations.ts';
import { WebfontsStatsChart } from './webfonts-stats-chart.tsx';
import { monthName } from './webfonts-status.ts';
import './webfonts.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A project's page views and costs per month (readWebfontsProjectStats): a range of months, a bar
 * chart, the table with page views, free page views and cost, and the CSV download of the same.
 */
export function WebfontsStats({ projectID }: { projectID: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<{ dateFrom?: string; dateTo?: string }>({});
  const [rangeProblem, setRangeProblem] = useState(false);
  const [{ data, error, fetching }] = useQuery({
    query: ReadWebfontsProjectStatsQuery,
    variables: { id: projectID, ...range },
    requestPolicy: 'cache-and-network',
  });
  const stats = data?.readWebfontsProjectStats;
  const number = new Intl.NumberFormat(i18n.language);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateFrom = MONTH.test(from) ? from : undefined;
    const dateTo = MONTH.test(to) ? to : undefined;
    if (dateFrom && dateTo && dateFrom > dateTo) {
      setRangeProblem(true);
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setRangeProblem(false);
    setRange({ ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}) });
  };

  return (
    <section className="webfonts-stats" aria-labelledby={`${id}-heading`} aria-busy={fetching}>
      <h2 id={`${id}-heading`}>{t('webfonts.statsPage.heading')}</h2>
      <form className="webfonts-stats__range" onSubmit={show} noValidate>
        <div className="webfonts-form__field">
          <label htmlFor={`${id}-from`}>{t('webfonts.statsPage.from')}</label>
          <input
            id={`${id}-from`}
            type="month"
            placeholder="YYYY-MM"
            min={stats?.firstMonth ?? undefined}
            value={from}
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? `${id}-range-problem` : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="webfonts-form__field">
          <label htmlFor={`${id}-to`}>{t('webfonts.statsPage.to')}</label>
          <input
            id={`${id}-to`}
            type="month"
            placeholder="YYYY-MM"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t('webfonts.statsPage.show')}
        </button>
        {rangeProblem ? (
          <p id={`${id}-range-problem`} className="webfonts-form__problem" role="alert">
            {t('webfonts.statsPage.rangeInvalid')}
          </p>
        ) : null}
      </form>
      {stats?.firstMonth ? (
        <p className="webfonts-form__hint">
          {t('webfonts.statsPage.since', { month: monthName(stats.firstMonth, i18n.language) })}
        </p>
      ) : null}
      <div aria-live="polite">
        {!stats && fetching ? <p role="status">{t('webfonts.statsPage.loading')}</p> : null}
        {error && !fetching ? (
          <p role="alert" className="webfonts-notice webfonts-notice--error">
            {t('webfonts.statsPage.loadError')}
          </p>
        ) : null}
        {stats && stats.items.length === 0 ? <p>{t('webfonts.statsPage.none')}</p> : null}
      </div>
      {stats && stats.items.length > 0 ? (
        <>
          <WebfontsStatsChart items={stats.items} />
          <table className="webfonts-stats__table">
            <caption>{t('webfonts.statsPage.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webfonts.statsPage.month')}</th>
                <th scope="col">{t('webfonts.statsPage.pageViews')}</th>
                <th scope="col">{t('webfonts.statsPage.freePageViews')}</th>
                <th scope="col">{t('webfonts.statsPage.cost')}</th>
              </tr>
            </thead>
            <tbody>
              {stats.items.map((item) => (
                <tr key={item.month}>
                  <th scope="row">{monthName(item.month, i18n.language)}</th>
                  <td>{number.format(item.pageViews)}</td>
                  <td>{number.format(item.freePageViews)}</td>
                  <td>{formatMoney(item.cost, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {stats?.downloadCsv ? (
        <p>
          <a href={stats.downloadCsv} className="button" download="webfonts-statistics.csv">
            {t('webfonts.statsPage.csv')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
