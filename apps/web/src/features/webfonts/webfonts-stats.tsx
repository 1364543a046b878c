'use client';

import { formatMoney } from '@foundry/domain';
import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { monthName } from '../../lib/forms/month-name.ts';
import { MonthRangeForm } from '../../lib/forms/month-range-form.tsx';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { ReadWebfontsProjectStatsQuery } from './webfonts-operations.ts';
import { WebfontsStatsChart } from './webfonts-stats-chart.tsx';

/**
 * A project's page views and costs per month (readWebfontsProjectStats): a range of months, a bar
 * chart, the table with page views, free page views and cost, and the CSV download of the same.
 */
export function WebfontsStats({ projectID }: { projectID: string }) {
  const { t, i18n } = useTexts(WEBFONTS_TEXTS);
  const id = useId();
  const [range, setRange] = useState<{ dateFrom?: string; dateTo?: string }>({});
  const [{ data, error, fetching }] = useQuery({
    query: ReadWebfontsProjectStatsQuery,
    variables: { id: projectID, ...range },
    requestPolicy: 'cache-and-network',
  });
  const stats = data?.readWebfontsProjectStats;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <section className="webfonts-stats" aria-labelledby={`${id}-heading`} aria-busy={fetching}>
      <h2 id={`${id}-heading`}>{t('webfonts.statsPage.heading')}</h2>
      <MonthRangeForm
        className="webfonts-stats__range"
        problemClassName="checked-form__problem"
        min={stats?.firstMonth ?? undefined}
        words={{
          from: t('webfonts.statsPage.from'),
          to: t('webfonts.statsPage.to'),
          show: t('webfonts.statsPage.show'),
          rangeInvalid: t('webfonts.statsPage.rangeInvalid'),
        }}
        onShow={({ from, to }) =>
          setRange({ ...(from ? { dateFrom: from } : {}), ...(to ? { dateTo: to } : {}) })
        }
      />
      {stats?.firstMonth ? (
        <p className="checked-form__hint">
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
