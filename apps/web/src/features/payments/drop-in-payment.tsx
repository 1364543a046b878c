'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useFocusOnArrival } from '../../lib/focus/focus-on-arrival.tsx';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { awaitSessionDecision } from './await-session-decision.ts';
import type { DropInOutcome, DropInSession } from './drop-in-session.ts';
import { SessionPaymentStateMutation } from './session-payment-operations.ts';

// The library and its stylesheet come with this chunk, fetched only when a pay page shows the Drop-in.
const AdyenDropIn = dynamic(() => import('./adyen-drop-in.tsx'), { ssr: false });

type Phase = 'form' | 'confirming' | 'failed' | 'unavailable';

/**
 * The pay page's form with Adyen: the Drop-in for the session, a loading line until it is ready,
 * and plain words when it fails. A completed payment is confirmed by the shop's own record (the
 * webhook), never by the Drop-in's word, before `onDone` moves on to the order; a refused one
 * offers a fresh session (`onRetry`), since Adyen ends a session's attempts with its refusal.
 */
export function DropInPayment({
  session,
  onDone,
  onRetry,
}: {
  session: DropInSession;
  onDone: () => void;
  onRetry: () => void;
}) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const client = useGraphqlClient();
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  const stopped = useRef(new AbortController());
  useEffect(() => () => stopped.current.abort(), []);
  useFocusOnArrival('pay-drop-in-outcome', phase === 'failed' || phase === 'unavailable');

  const confirm = async () => {
    setPhase('confirming');
    const resultCode = await awaitSessionDecision(
      async () => {
        const result = await client
          .mutation(SessionPaymentStateMutation, { sessionID: session.id }, { requestPolicy: 'network-only' })
          .toPromise();
        return result.data?.verifyPayment.resultCode ?? null;
      },
      { signal: stopped.current.signal },
    );
    if (stopped.current.signal.aborted) return;
    if (resultCode === 'Refused' || resultCode === 'Error' || resultCode === 'Cancelled') setPhase('failed');
    else onDone();
  };

  const settle = (outcome: DropInOutcome) => {
    if (outcome.kind === 'unavailable') {
      console.warn('Adyen Drop-in unavailable', outcome.reason);
      return setPhase('unavailable');
    }
    if (outcome.kind === 'failed') return setPhase('failed');
    // Authorised waits for the shop's record; Pending and Received are decided later (the order shows it).
    if (outcome.resultCode === 'Authorised') return void confirm();
    onDone();
  };

  if (phase === 'unavailable' || phase === 'failed') {
    return (
      <div className="pay-refusal" role="alert">
        <p id="pay-drop-in-outcome">
          {phase === 'failed' ? t('pay.dropIn.failed') : t('pay.dropIn.unavailable')}
        </p>
        {phase === 'failed' ? (
          <Button type="button" onPress={onRetry}>
            {t('pay.dropIn.tryAgain')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section className="pay-drop-in" aria-label={t('pay.dropIn.region')}>
      {phase === 'confirming' ? <p role="status">{t('pay.dropIn.confirming')}</p> : null}
      {!ready && phase === 'form' ? <p role="status">{t('pay.dropIn.loading')}</p> : null}
      <div hidden={phase === 'confirming'}>
        <AdyenDropIn session={session} onReady={() => setReady(true)} onOutcome={settle} />
      </div>
    </section>
  );
}
