'use client';

import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useAuth } from '../auth/index.ts';
import {
  AddStoredCardMutation,
  CardForm,
  type CardMethod,
  DeleteStoredCardMutation,
  followRedirect,
  paymentOutcome,
  ReadStoredCardsQuery,
  UpdateDefaultStoredCardMutation,
  VerifyStoredCardPaymentMutation,
  VerifyStoredCardQuery,
} from '../payments/index.ts';

interface CardView {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  default: boolean;
  status: string;
}

type Notice = { ok: boolean; text: string } | null;

const BRANDS: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' };

function brandName(brand: string): string {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/**
 * The billing page: the user's saved cards (brand, last four, expiry, default, status) to make default,
 * check again or delete, and a new card through the pay page's card form (a zero-amount check; a
 * 3-D Secure card goes to the bank page and comes back here with `redirectResult`).
 */
export function StoredCards({ redirectResult = null }: { redirectResult?: string | null }) {
  const { t, i18n } = useTexts(ACCOUNT_TEXTS);
  const { confirm, confirmDialog } = useConfirm();
  const client = useGraphqlClient();
  const { loggedIn } = useAuth();
  const [{ data, error }, reload] = useQuery({
    query: ReadStoredCardsQuery,
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const verifiedReturn = useRef<string | null>(null);
  const refetch = () => reload({ requestPolicy: 'network-only' });
  const failure = (operationError: Parameters<typeof failureOfOperation>[0]) =>
    setNotice({ ok: false, text: i18n.t(failureOfOperation(operationError).messageKey) });

  const showOutcome = (result: { resultCode: string; action?: unknown; refusalReason?: string | null }) => {
    const outcome = paymentOutcome(result);
    if (outcome.kind === 'redirect') return followRedirect(outcome);
    if (outcome.kind === 'paid') {
      setAdding(false);
      setNotice({ ok: true, text: t('accountArea.cards.added') });
    } else if (outcome.kind === 'waiting') {
      setAdding(false);
      setNotice({ ok: true, text: t('accountArea.cards.waiting') });
    } else {
      setNotice({
        ok: false,
        text: outcome.reason
          ? t('accountArea.cards.refused', { reason: outcome.reason })
          : t('accountArea.cards.refusedPlain'),
      });
    }
    refetch();
  };

  // Back from the bank page: finish the check once (a re-render must not send the result twice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per redirect result.
  useEffect(() => {
    if (!redirectResult || !loggedIn || verifiedReturn.current === redirectResult) return;
    verifiedReturn.current = redirectResult;
    setBusy(true);
    client
      .mutation(VerifyStoredCardPaymentMutation, { redirectResult })
      .toPromise()
      .then((result) => {
        if (result.error) failure(result.error);
        else if (result.data) showOutcome(result.data.verifyPayment);
      })
      .finally(() => setBusy(false));
  }, [redirectResult, loggedIn]);

  const run = async (
    action: () => Promise<{ error?: Parameters<typeof failureOfOperation>[0] }>,
    done?: string,
  ) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await action();
      if (result.error) failure(result.error);
      else if (done) setNotice({ ok: true, text: done });
      refetch();
    } finally {
      setBusy(false);
    }
  };

  const add = async (method: CardMethod) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await client.mutation(AddStoredCardMutation, { paymentMethod: method }).toPromise();
      if (result.error) failure(result.error);
      else if (result.data) showOutcome(result.data.addStoredCard);
    } finally {
      setBusy(false);
    }
  };

  if (!data) {
    return error ? (
      <p role="alert">{i18n.t(failureOfOperation(error).messageKey)}</p>
    ) : (
      <p>{t('accountArea.loading')}</p>
    );
  }
  const cards: readonly CardView[] = data.readUser.storedCards;
  const cardTitle = (card: CardView) =>
    t('accountArea.cards.card', { brand: brandName(card.brand), lastFour: card.lastFour });
  const statusText = (status: string) =>
    status === 'verified' || status === 'unverified' || status === 'failed'
      ? t(`accountArea.cards.status.${status}`)
      : t('accountArea.cards.status.other');

  return (
    <section className="account-section" aria-labelledby="cards-title">
      <h2 id="cards-title">{t('accountArea.cards.title')}</h2>
      {confirmDialog}
      {cards.length === 0 ? <p>{t('accountArea.cards.none')}</p> : null}
      <ul className="account-list">
        {cards.map((card) => {
          const title = cardTitle(card);
          return (
            <li key={card.id} aria-label={title} className="account-list-item">
              <p>
                <strong>{title}</strong>
              </p>
              <p>
                {t('accountArea.cards.expires', {
                  month: String(card.expiryMonth).padStart(2, '0'),
                  year: card.expiryYear,
                })}
              </p>
              <p>
                {t('accountArea.cards.statusLabel')}: {statusText(card.status)}
              </p>
              {card.default ? <p>{t('accountArea.cards.isDefault')}</p> : null}
              <div className="account-actions">
                {card.default ? null : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={`${t('accountArea.cards.makeDefault')} ${title}`}
                    onClick={() =>
                      run(() => client.mutation(UpdateDefaultStoredCardMutation, { id: card.id }).toPromise())
                    }
                  >
                    {t('accountArea.cards.makeDefault')}
                  </button>
                )}
                {card.status === 'verified' ? null : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={`${t('accountArea.cards.verify')} ${title}`}
                    onClick={() =>
                      run(() =>
                        client
                          .query(VerifyStoredCardQuery, { id: card.id }, { requestPolicy: 'network-only' })
                          .toPromise(),
                      )
                    }
                  >
                    {t('accountArea.cards.verify')}
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={`${t('accountArea.cards.delete')} ${title}`}
                  onClick={async () => {
                    const yes = await confirm({
                      title: t('accountArea.cards.deleteConfirm', { card: title }),
                      text: t('accountArea.cards.deleteConfirmText'),
                      cancel: t('accountArea.cards.deleteCancel'),
                      confirm: t('accountArea.cards.deleteConfirmButton'),
                    });
                    if (!yes) return;
                    void run(
                      () => client.mutation(DeleteStoredCardMutation, { id: card.id }).toPromise(),
                      t('accountArea.cards.deleted'),
                    );
                  }}
                >
                  {t('accountArea.cards.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>
      {adding ? (
        <section aria-labelledby="new-card-title">
          <h3 id="new-card-title">{t('accountArea.cards.addTitle')}</h3>
          <CardForm
            busy={busy}
            onPay={add}
            submitLabel={t('accountArea.cards.save')}
            busyLabel={t('accountArea.cards.saving')}
          />
          <button type="button" className="button-link" onClick={() => setAdding(false)}>
            {t('accountArea.cancel')}
          </button>
        </section>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setAdding(true);
            setNotice(null);
          }}
        >
          {t('accountArea.cards.add')}
        </button>
      )}
    </section>
  );
}
