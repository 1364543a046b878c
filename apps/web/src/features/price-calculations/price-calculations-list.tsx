'use client';

import { formatMoney, type Money } from '@foundry/domain';
import Link from 'next/link';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { PRICE_CALCULATIONS_TEXTS } from '../../lib/i18n/areas/price-calculations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useAuth } from '../auth/index.ts';
import {
  ReadPriceCalculationsQuery,
  RemovePriceCalculationMutation,
} from './price-calculation-operations.ts';

const PAGE_SIZE = 20;

type Notice = { ok: boolean; text: string } | null;

/** Dates as the price calculation's PDF prints them (in UTC, so the day is the same everywhere). */
const dateOf = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleDateString('en', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '—';

/**
 * /my_account/price_calculations: the quotes saved at checkout that are still open, newest first —
 * date, items, total, valid until, the PDF, "Pay now" (the pay page) and "Remove" (cancels it after
 * confirming). Paid and removed ones leave the list (a paid one is under My Orders).
 */
export function PriceCalculationsList() {
  const { t, i18n } = useTexts(PRICE_CALCULATIONS_TEXTS);
  const { confirm, confirmDialog } = useConfirm();
  const { loggedIn } = useAuth();
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, reload] = useQuery({
    query: ReadPriceCalculationsQuery,
    variables: { page, pageSize: PAGE_SIZE },
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const [removing, remove] = useMutation(RemovePriceCalculationMutation);
  const [notice, setNotice] = useState<Notice>(null);
  const list = data?.readUser.priceCalculations;

  const removeOne = async (id: string) => {
    const yes = await confirm({
      title: t('priceCalculations.removeConfirm', { id }),
      text: t('priceCalculations.removeConfirmText'),
      cancel: t('priceCalculations.removeCancel'),
      confirm: t('priceCalculations.removeConfirmButton'),
    });
    if (!yes) return;
    setNotice(null);
    const result = await remove({ id });
    if (result.error) {
      const failure = failureOfOperation(result.error);
      // The catalogue's message for the code (e.g. 218: already paid), the same words as elsewhere.
      setNotice({ ok: false, text: i18n.t(failure.messageKey) });
      return;
    }
    setNotice({ ok: true, text: t('priceCalculations.removed', { id }) });
    reload({ requestPolicy: 'network-only' });
  };

  return (
    <section className="account-section" aria-labelledby="price-calculations-title" aria-busy={fetching}>
      <h2 id="price-calculations-title" className="visually-hidden">
        {t('priceCalculations.title')}
      </h2>
      <p>{t('priceCalculations.intro')}</p>
      {confirmDialog}
      <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>
      {error && !data ? <p role="alert">{t('priceCalculations.loadError')}</p> : null}
      {!list && !error ? <p role="status">{t('priceCalculations.loading')}</p> : null}
      {list && list.nodes.length === 0 ? <p>{t('priceCalculations.none')}</p> : null}
      {list && list.nodes.length > 0 ? (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('priceCalculations.date')}</th>
              <th scope="col">{t('priceCalculations.items')}</th>
              <th scope="col">{t('priceCalculations.total')}</th>
              <th scope="col">{t('priceCalculations.validUntil')}</th>
              <th scope="col">{t('priceCalculations.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.nodes.map((quote) => (
              <tr key={quote.id}>
                <td>
                  <time dateTime={quote.created}>{dateOf(quote.created)}</time>
                </td>
                <td>
                  <ul className="price-calculation__items">
                    {quote.items.map((item, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order have no id here
                      <li key={index}>
                        {item.quantity > 1 ? `${item.quantity} × ${item.title}` : item.title}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{formatMoney(quote.totalPrice as Money)}</td>
                <td>
                  {quote.priceCalculationValidUntil ? (
                    <time dateTime={quote.priceCalculationValidUntil}>
                      {dateOf(quote.priceCalculationValidUntil)}
                    </time>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="price-calculation__actions">
                  {quote.priceCalculationUrl ? (
                    <a
                      href={quote.priceCalculationUrl}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('priceCalculations.pdfLabel', { id: quote.id })}
                    >
                      {t('priceCalculations.pdf')}
                    </a>
                  ) : null}
                  {quote.paymentUrl ? (
                    <Link
                      className="button"
                      href={`/pay/${encodeURIComponent(quote.id)}/${encodeURIComponent(quote.hash)}`}
                      aria-label={t('priceCalculations.payNowLabel', { id: quote.id })}
                    >
                      {t('priceCalculations.payNow')}
                    </Link>
                  ) : null}
                  {quote.cancellable ? (
                    <button
                      type="button"
                      className="link-button"
                      disabled={removing.fetching}
                      onClick={() => void removeOne(quote.id)}
                      aria-label={t('priceCalculations.removeLabel', { id: quote.id })}
                    >
                      {t('priceCalculations.remove')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list && (page > 1 || list.pageInfo.hasNextPage) ? (
        <nav className="account-actions" aria-label={t('priceCalculations.title')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('priceCalculations.previous')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!list.pageInfo.hasNextPage}
            onClick={() => setPage(list.pageInfo.nextPage)}
          >
            {t('priceCalculations.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
