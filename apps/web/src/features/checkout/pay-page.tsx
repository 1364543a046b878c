'use client';

import { formatMoney } from '@foundry/domain';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { useFocusOnArrival } from '../../lib/focus/focus-on-arrival.tsx';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import {
  CardForm,
  DropInPayment,
  type DropInSession,
  followRedirect,
  paymentFormFor,
  paymentOutcome,
  plainRefusalKey,
} from '../payments/index.ts';
import { clearAfterOrder } from './checkout-state.ts';
import { PayOrderItems } from './pay-order-items.tsx';
import { MakePaymentMutation, ReadPaymentSessionQuery, VerifyPaymentMutation } from './payment-operations.ts';

interface PaymentSessionView extends DropInSession {
  provider: string;
  paymentMethods: readonly { type: string; name: string }[];
  order: { id: string; hash: string; status: string; paymentError?: string | null };
}

interface PaymentResultView {
  resultCode: string;
  action?: unknown;
  refusalReason?: string | null;
}

const ALREADY_PAID = 218;

function browserInfo() {
  return {
    userAgent: navigator.userAgent,
    acceptHeader: '*/*',
    language: navigator.language,
    colorDepth: window.screen?.colorDepth ?? 24,
    screenHeight: window.screen?.height ?? 0,
    screenWidth: window.screen?.width ?? 0,
    timeZoneOffset: new Date().getTimezoneOffset(),
    javaEnabled: false,
  };
}

/**
 * /pay/{orderId}/{hash}: pays an order. With Adyen, its Drop-in takes the payment (the card never
 * reaches the shop); with the built-in test provider, card or bank transfer through makePayment; a redirect is followed and its return (?redirectResult=…) verified here; a refusal
 * is shown and the buyer can try again. A completed order clears the cart, shipping and code.
 */
export function PayPage({ orderId, hash }: { orderId: string; hash: string }) {
  const { t, i18n } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const client = useGraphqlClient();
  const router = useRouter();
  const searchParams = useSearchParams();
  const redirectResult = searchParams.get('redirectResult');
  // Adyen's Drop-in returns from a redirect with its session's id beside the result.
  const redirectSessionId = searchParams.get('sessionId');
  const [returnUrl, setReturnUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState<string>('scheme');
  const orderPath = `/orders/${encodeURIComponent(orderId)}/${encodeURIComponent(hash)}`;
  // The order as the catalogue names it to a guest: its id and secret, as in the pay route
  // (docs/shop-contract.md, "The order's secret").
  const orderKey = `${orderId}/${hash}`;
  useFocusOnArrival('pay-title');

  useEffect(() => {
    setReturnUrl(`${window.location.origin}/pay/${encodeURIComponent(orderId)}/${encodeURIComponent(hash)}`);
  }, [orderId, hash]);

  const [session, readSessionAgain] = useQuery({
    query: ReadPaymentSessionQuery,
    variables: { orderID: orderKey, returnUrl: returnUrl ?? '' },
    pause: returnUrl === null || redirectResult !== null,
    requestPolicy: 'network-only',
  });

  const handle = useCallback(
    (result: PaymentResultView | undefined) => {
      if (!result) return setError(i18n.t('common:errors.unknown'));
      const outcome = paymentOutcome(result);
      if (outcome.kind === 'paid' || outcome.kind === 'waiting') {
        clearAfterOrder();
        return router.push(orderPath);
      }
      if (outcome.kind === 'redirect') return followRedirect(outcome);
      setRefusal(outcome.reason ?? result.resultCode);
    },
    [i18n, router, orderPath],
  );

  // The shopper is back from the bank: verify once, then drop the result from the address.
  const verified = useRef(false);
  useEffect(() => {
    if (!redirectResult || verified.current) return;
    verified.current = true;
    setBusy(true);
    client
      .mutation(VerifyPaymentMutation, { redirectResult, sessionID: redirectSessionId })
      .toPromise()
      .then((result) => {
        if (result.error) setError(i18n.t(failureOfOperation(result.error).messageKey));
        else handle(result.data?.verifyPayment as PaymentResultView | undefined);
        if (!result.data || paymentOutcome(result.data.verifyPayment as PaymentResultView).kind === 'refused')
          router.replace(`/pay/${encodeURIComponent(orderId)}/${encodeURIComponent(hash)}`);
      })
      .finally(() => setBusy(false));
  }, [redirectResult, redirectSessionId, client, handle, i18n, router, orderId, hash]);

  const pay = async (paymentMethod: Record<string, unknown>) => {
    if (busy || !returnUrl) return;
    setBusy(true);
    setRefusal(null);
    setError(null);
    try {
      const variables = {
        orderID: orderKey,
        method: paymentMethod,
        browserInfo: browserInfo(),
        origin: window.location.origin,
        returnUrl,
      };
      const result = await client
        .mutation(MakePaymentMutation, variables as VariablesOf<typeof MakePaymentMutation>)
        .toPromise();
      if (result.error) return setError(i18n.t(failureOfOperation(result.error).messageKey));
      handle(result.data?.makePayment as PaymentResultView | undefined);
    } finally {
      setBusy(false);
    }
  };

  const failure = session.error ? failureOfOperation(session.error) : null;
  const data = session.data?.readPaymentSession as PaymentSessionView | undefined;
  const methods = data?.paymentMethods ?? [];

  return (
    <section className="pay-page" aria-labelledby="pay-title">
      <h1 id="pay-title">{t('pay.title')}</h1>
      <div className="checkout-layout">
        <div className="checkout-layout__main checkout-form">
          {redirectResult && busy ? <p role="status">{t('pay.verifying')}</p> : null}
          {failure?.kind === 'graphql' && failure.code === ALREADY_PAID ? (
            <p role="status">
              {t('pay.alreadyPaid')} <Link href={orderPath}>{t('pay.viewOrder')}</Link>
            </p>
          ) : failure ? (
            <p role="alert">{i18n.t(failure.messageKey)}</p>
          ) : null}
          {data ? (
            <>
              <p>{t('pay.order', { id: data.order.id })}</p>
              <p data-testid="pay-amount">{t('pay.amount', { amount: formatMoney(data.amount) })}</p>
              {refusal ? (
                <div role="alert" className="pay-refusal">
                  <p>{t(plainRefusalKey(refusal) as never)}</p>
                </div>
              ) : null}
              {error ? <p role="alert">{error}</p> : null}
              {paymentFormFor(data.provider) === 'adyen-drop-in' ? (
                <DropInPayment
                  key={data.id}
                  session={data}
                  onDone={() => {
                    clearAfterOrder();
                    router.push(orderPath);
                  }}
                  onRetry={() => readSessionAgain({ requestPolicy: 'network-only' })}
                />
              ) : (
                <>
                  <RadioGroup
                    label={t('pay.method')}
                    value={method}
                    onChange={setMethod}
                    options={methods.map((m) => ({
                      id: m.type,
                      label:
                        m.type === 'scheme'
                          ? t('pay.card')
                          : m.type === 'banktransfer'
                            ? t('pay.bankTransfer')
                            : m.name,
                    }))}
                  />
                  {method === 'scheme' ? (
                    <CardForm busy={busy} onPay={(card) => pay({ ...card })} />
                  ) : (
                    <Button busy={busy} onPress={() => pay({ type: method })}>
                      {busy ? t('pay.paying') : t('pay.pay')}
                    </Button>
                  )}
                </>
              )}
            </>
          ) : null}
        </div>
        <PayOrderItems orderId={orderId} hash={hash} />
      </div>
    </section>
  );
}
