'use client';

import { AdyenCheckout, Card, type CoreConfiguration, Dropin } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import { useEffect, useRef } from 'react';
import type { DropInOutcome, DropInSession } from './drop-in-session.ts';

/** Adyen's name for a shopper who closed a wallet or an authentication window: not an error. */
const SHOPPER_CANCELLED = 'CANCEL';

/**
 * Adyen Web's Drop-in, mounted once per session into its own container. Only this module imports
 * `@adyen/adyen-web` and its stylesheet, and it is loaded on demand (drop-in-payment.tsx), so no
 * other page carries the library. The card fields are Adyen's own frames: the card number goes from
 * them to Adyen, and the Drop-in pays through the session (`/sessions/{id}/payments`).
 */
export default function AdyenDropIn({
  session,
  onReady,
  onOutcome,
}: {
  session: DropInSession;
  onReady: () => void;
  onOutcome: (outcome: DropInOutcome) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, read by the Drop-in's handlers: the Drop-in itself is created once.
  const handlers = useRef({ onReady, onOutcome });
  handlers.current = { onReady, onOutcome };

  const { id, sessionData, clientKey, environment, amount, countryCode, locale } = session;
  useEffect(() => {
    let cancelled = false;
    let dropin: Dropin | null = null;
    const unavailable = (reason: string) => {
      if (!cancelled) handlers.current.onOutcome({ kind: 'unavailable', reason });
    };
    AdyenCheckout({
      session: { id, ...(sessionData ? { sessionData } : {}) },
      clientKey: clientKey ?? '',
      // The API names one of Adyen Web's environments ('test', 'live').
      environment: (environment ?? 'test') as CoreConfiguration['environment'],
      amount: { value: amount.amount, currency: amount.currency },
      ...(countryCode ? { countryCode } : {}),
      locale,
      onPaymentCompleted: (result) => {
        if (!cancelled) handlers.current.onOutcome({ kind: 'completed', resultCode: result.resultCode });
      },
      onPaymentFailed: (result) => {
        if (!cancelled)
          handlers.current.onOutcome({ kind: 'failed', resultCode: result?.resultCode ?? 'Refused' });
      },
      onError: (error) => {
        if (error.name !== SHOPPER_CANCELLED) unavailable(`${error.name}: ${error.message}`);
      },
    })
      .then((checkout) => {
        if (cancelled || !container.current) return;
        dropin = new Dropin(checkout, {
          paymentMethodComponents: [Card],
          // The shop shows its own outcome (and moves on to the order), not Adyen's animation.
          disableFinalAnimation: true,
          onReady: () => handlers.current.onReady(),
        }).mount(container.current);
      })
      .catch((error: Error) => unavailable(`${error.name}: ${error.message}`));
    return () => {
      cancelled = true;
      dropin?.unmount();
    };
  }, [id, sessionData, clientKey, environment, amount.amount, amount.currency, countryCode, locale]);

  return <div ref={container} className="adyen-drop-in" data-testid="adyen-drop-in" />;
}
