'use client';

import { cartRequiresAccount } from '@foundry/domain';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFocusOnArrival } from '../../lib/focus/focus-on-arrival.tsx';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { loginPathFor, useAuth } from '../auth/index.ts';
import { useCart, useHydrated } from '../cart/index.ts';
import { CartLines } from './cart-lines.tsx';
import { isShippingNotChosen } from './cart-summary-state.ts';
import {
  type CheckoutUserInfo,
  useAddressSelection,
  useCheckoutUserInfo,
  useRedeemedDiscountCode,
  useSelectedShipping,
} from './checkout-state.ts';
import { CHECKOUT_STEPS_PATH, type CheckoutStepId, checkoutSteps } from './checkout-steps.ts';
import { ConfirmOrder } from './confirm-order.tsx';
import { OrderSummaryAside } from './order-summary-aside.tsx';
import { SavedAddressesForm } from './saved-addresses-form.tsx';
import type { ServerFieldErrors } from './server-field-errors.ts';
import { ShippingForm } from './shipping-form.tsx';
import { SummaryTotals } from './summary-totals.tsx';
import type { SummaryItemView } from './summary-view.ts';
import { ThirdPartiesForm } from './third-parties-form.tsx';
import { useCartSummary } from './use-cart-summary.ts';
import { useLeavePageWarning } from './use-leave-page-warning.ts';
import { useLicenceCatalogue } from './use-licence-catalogue.ts';
import { UserInfoForm } from './user-info-form.tsx';

/** Tells a guest that an item needs an account; signing in brings them back here, cart kept. */
function AccountNeededNote() {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  return (
    <div role="alert" className="checkout-notice">
      <p>{t('checkout.accountRequired.message')}</p>
      <Link className="ui-button ui-button--primary" href={loginPathFor(CHECKOUT_STEPS_PATH)}>
        {t('checkout.accountRequired.signIn')}
      </Link>
    </div>
  );
}

function ReviewStep({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const { state, selections } = useCartSummary();
  // An item only a signed-in buyer may order stops a guest here, not at "Place order" (docs/checkout.md).
  const { loggedIn, loaded: authKnown } = useAuth();
  const accountNeeded = authKnown && !loggedIn && cartRequiresAccount(selections);
  const catalogue = useLicenceCatalogue();
  const items = useMemo(
    () =>
      new Map<number, SummaryItemView>(
        state.status === 'Loaded' ? state.summary.items.map((item) => [item.selectionIndex, item]) : [],
      ),
    [state],
  );
  return (
    <div className="checkout-form">
      <CartLines selections={selections} items={items} catalogue={catalogue} />
      {state.status === 'Loading' ? <p role="status">{t('cart.loading')}</p> : null}
      {state.status === 'Error' ? (
        // Shipping is chosen in the checkout steps: until then it is a note, not a failure.
        <p role={isShippingNotChosen(state) ? 'status' : 'alert'}>
          {state.message ?? i18n.t(state.messageKey as never)}
        </p>
      ) : null}
      {state.status === 'Loaded' ? <SummaryTotals summary={state.summary} /> : null}
      {accountNeeded ? <AccountNeededNote /> : null}
      <div className="checkout-form__actions">
        <Link href="/checkout">{t('checkout.edit')}</Link>
        <Button
          onPress={onNext}
          isDisabled={accountNeeded || (state.status !== 'Loaded' && !isShippingNotChosen(state))}
        >
          {t('checkout.next')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /checkout/edit: the guided steps in their fixed order (docs/checkout.md); which of
 * them appear depends on the cart (checkoutSteps). Leaving with unsaved typing asks first.
 */
export function CheckoutFlow() {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const { selections, updateSelection } = useCart();
  const [userInfo, setUserInfo] = useCheckoutUserInfo();
  const [shipping, setShipping] = useSelectedShipping();
  const [discountCode] = useRedeemedDiscountCode();
  const [addressSelection, setAddressSelection] = useAddressSelection();
  // Signed in, the buyer orders with saved addresses; guests type theirs (docs/checkout.md).
  const { loggedIn, loaded: authKnown } = useAuth();
  const steps = useMemo(() => checkoutSteps(selections), [selections]);
  const [current, setCurrent] = useState<CheckoutStepId>('review');
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors['fields'] | undefined>();
  // Where a signed-in buyer's parcel goes (their chosen shipping address): the shipping methods follow it.
  const [deliveryInfo, setDeliveryInfo] = useState<CheckoutUserInfo | null>(null);
  const mounted = useHydrated();
  useLeavePageWarning(dirty);
  useFocusOnArrival('step-title', mounted && selections.length > 0);

  const step = steps.includes(current) ? current : 'review';
  // A new step moves the focus to its heading, so keyboard and screen-reader users start there.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);
  const position = steps.indexOf(step);
  const go = useCallback(
    (delta: number) => {
      const next = steps[Math.min(Math.max(position + delta, 0), steps.length - 1)];
      if (next) setCurrent(next);
      window.scrollTo?.({ top: 0 });
    },
    [steps, position],
  );
  const onFieldErrors = useCallback((errors: ServerFieldErrors) => {
    setServerErrors(errors.fields);
    setCurrent('information');
  }, []);

  if (!mounted) return <p role="status">{t('cart.loading')}</p>;
  if (selections.length === 0) {
    return (
      <section className="cart-empty">
        <h1>{t('checkout.title')}</h1>
        <p>{t('cart.empty')}</p>
        <Link href="/fonts">{t('cart.browseFonts')}</Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <ol className="checkout-steps" aria-label={t('buying.steps.label')}>
        {steps.map((id, index) => (
          <li
            key={id}
            aria-current={id === step ? 'step' : undefined}
            data-done={index < position ? '' : undefined}
          >
            {t(`checkout.steps.${id}`)}
            {index < position ? <span className="visually-hidden"> ({t('buying.steps.done')})</span> : null}
          </li>
        ))}
      </ol>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <h2 id="step-title" ref={stepHeading} tabIndex={-1}>
            {t(`checkout.steps.${step}`)}{' '}
            <span className="visually-hidden">
              {t('checkout.stepOf', { current: position + 1, total: steps.length })}
            </span>
          </h2>
          {step === 'review' ? <ReviewStep onNext={() => go(1)} /> : null}
          {step === 'information' && loggedIn ? (
            <SavedAddressesForm
              selections={selections}
              serverErrors={serverErrors}
              onDirtyChange={setDirty}
              onBack={() => go(-1)}
              onSubmit={(selection, billing, delivery) => {
                setAddressSelection(selection);
                setUserInfo(billing);
                setDeliveryInfo(delivery);
                setServerErrors(undefined);
                setDirty(false);
                go(1);
              }}
            />
          ) : null}
          {step === 'information' && !authKnown ? <p role="status">{t('cart.loading')}</p> : null}
          {step === 'information' && authKnown && !loggedIn ? (
            <UserInfoForm
              initial={userInfo}
              serverErrors={serverErrors}
              onDirtyChange={setDirty}
              onBack={() => go(-1)}
              onSubmit={(info) => {
                setUserInfo(info);
                setServerErrors(undefined);
                go(1);
              }}
            />
          ) : null}
          {step === 'thirdParties' ? (
            <ThirdPartiesForm
              selections={selections}
              onDirtyChange={setDirty}
              onBack={() => go(-1)}
              onSubmit={(patches) => {
                for (const { selectionIndex, licenses } of patches)
                  updateSelection(selectionIndex, { licenses });
                go(1);
              }}
            />
          ) : null}
          {step === 'shipping' ? (
            <ShippingForm
              selections={selections}
              userInfo={(loggedIn && deliveryInfo) || userInfo}
              selected={shipping}
              onSelect={setShipping}
              onBack={() => go(-1)}
              onSubmit={() => go(1)}
            />
          ) : null}
          {step === 'confirm' ? (
            <ConfirmOrder
              selections={selections}
              userInfo={userInfo}
              shipping={shipping}
              discountCode={discountCode}
              addressSelection={loggedIn ? addressSelection : null}
              onFieldErrors={onFieldErrors}
              onPlaced={() => setDirty(false)}
              onBack={() => go(-1)}
            />
          ) : null}
        </div>
        {/* The review and confirm steps are themselves the summary: lines and totals. */}
        {step === 'review' || step === 'confirm' ? null : <OrderSummaryAside />}
      </div>
    </section>
  );
}
