'use client';

import type { CartSelection } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { storedAffiliateCode } from '../affiliate/index.ts';
import { canSavePriceCalculation } from '../price-calculations/index.ts';
import type { AddressSelection, CheckoutUserInfo, SelectedShipping } from './checkout-state.ts';
import '../price-calculations/price-calculations.css';
import { CartLines } from './cart-lines.tsx';
import { CreateOrderMutation, CreateUserOrderMutation } from './checkout-operations.ts';
import { countryName } from './country-name.ts';
import { orderUserInput } from './order-user-input.ts';
import { selectionInputs } from './selection-inputs.ts';
import { type ServerFieldErrors, serverFieldErrors } from './server-field-errors.ts';
import { SummaryTotals } from './summary-totals.tsx';
import type { SummaryItemView } from './summary-view.ts';
import { useCartSummary } from './use-cart-summary.ts';
import { useLicenceCatalogue } from './use-licence-catalogue.ts';

interface ConfirmOrderProps {
  selections: readonly CartSelection[];
  userInfo: CheckoutUserInfo;
  shipping: SelectedShipping;
  discountCode: string;
  /** A signed-in buyer's saved-address ids (createUserOrder); null for guests (createOrder). */
  addressSelection?: AddressSelection | null;
  /** The server refused typed details: back to the form with the messages on their fields. */
  onFieldErrors: (errors: ServerFieldErrors) => void;
  /** The order exists: nothing typed is lost by leaving any more. */
  onPlaced: () => void;
  onBack: () => void;
}

/** Step 5 (and the way to 6): the read-only summary with VAT and shipping, gift and terms, then createOrder. */
export function ConfirmOrder(props: ConfirmOrderProps) {
  const { selections, userInfo, shipping, discountCode, addressSelection, onFieldErrors, onPlaced, onBack } =
    props;
  const { t, i18n } = useTranslation();
  const client = useClient();
  const router = useRouter();
  const captcha = useCaptcha();
  const { state } = useCartSummary({ readOnly: true, requireShipping: true });
  const catalogue = useLicenceCatalogue();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState(false);
  // Which submit button was pressed: place the order, or save it as a price calculation (a quote).
  const saveAsQuote = useRef(false);
  const [savingQuote, setSavingQuote] = useState(false);
  const offersPriceCalculation = canSavePriceCalculation(selections, addressSelection?.Billing);
  const items = useMemo(
    () =>
      new Map<number, SummaryItemView>(
        state.status === 'Loaded' ? state.summary.items.map((item) => [item.selectionIndex, item]) : [],
      ),
    [state],
  );
  const address = [
    userInfo.name,
    userInfo.organization,
    ...userInfo.address,
    [userInfo.zip, userInfo.city].filter(Boolean).join(' '),
    userInfo.state,
    userInfo.country ? countryName(userInfo.country) : '',
    userInfo.vatNumber,
    userInfo.email,
  ].filter((line) => line.trim() !== '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || state.status !== 'Loaded') return;
    const priceCalculation = saveAsQuote.current && offersPriceCalculation;
    saveAsQuote.current = false;
    const form = new FormData(event.currentTarget);
    if (form.get('terms') !== 'on') return setTermsError(true);
    setTermsError(false);
    setBusy(true);
    setSavingQuote(priceCalculation);
    setError(null);
    try {
      const common = {
        ...selectionInputs(selections),
        shippingID: shipping.id ?? null,
        isGift: form.get('isGift') === 'on',
        // The affiliate link the buyer came by (docs/affiliate.md); null without one.
        affiliateID: storedAffiliateCode(),
        discountCode: discountCode || null,
      };
      // A signed-in buyer's session is the proof (no captcha); a guest's order is captcha-checked.
      const billingAddressID = addressSelection?.Billing;
      const result = billingAddressID
        ? await client
            .mutation(CreateUserOrderMutation, {
              ...common,
              billingAddressID,
              shippingAddressID: addressSelection?.Shipping ?? null,
              licenseAddressID: addressSelection?.License ?? null,
              priceCalculation,
            } as VariablesOf<typeof CreateUserOrderMutation>)
            .toPromise()
        : await client
            .mutation(CreateOrderMutation, {
              ...common,
              user: orderUserInput(userInfo),
              reCaptchaToken: await captcha('order'),
            } as VariablesOf<typeof CreateOrderMutation>)
            .toPromise();
      if (result.error) {
        const fields = serverFieldErrors(result.error.graphQLErrors);
        if (fields && Object.keys(fields.fields).length > 0) return onFieldErrors(fields);
        return setError(fields?.other[0] ?? i18n.t(failureOfOperation(result.error).messageKey));
      }
      const data = result.data as { createOrder?: unknown; createUserOrder?: unknown } | undefined;
      const order = (data?.createUserOrder ?? data?.createOrder) as { id: string; hash: string } | undefined;
      if (!order) return setError(i18n.t('common:errors.unknown'));
      onPlaced();
      // A price calculation waits in the account with its PDF; an order goes on to be paid.
      if (priceCalculation) return router.push('/my_account/price_calculations');
      router.push(`/pay/${encodeURIComponent(order.id)}/${encodeURIComponent(order.hash)}`);
    } catch {
      // Only a guest's order waits for the captcha, the one thing here that throws.
      setError(i18n.t(addressSelection?.Billing ? 'common:errors.unknown' : 'common:errors.captcha_invalid'));
    } finally {
      setBusy(false);
      setSavingQuote(false);
    }
  };

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="step-title">
      <section aria-labelledby="invoice-title">
        <h3 id="invoice-title">{t('checkout.invoiceTo')}</h3>
        <address>
          {address.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address have no identity
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </section>
      <CartLines selections={selections} items={items} catalogue={catalogue} />
      {state.status === 'Loading' ? <p role="status">{t('cart.loading')}</p> : null}
      {state.status === 'Error' ? (
        <p role="alert">{state.message ?? i18n.t(state.messageKey as never)}</p>
      ) : null}
      {state.status === 'Loaded' ? <SummaryTotals summary={state.summary} /> : null}
      <label className="checkout-choice">
        <input type="checkbox" name="isGift" />
        {t('checkout.isGift')}
      </label>
      <label className="checkout-choice">
        <input type="checkbox" name="terms" aria-invalid={termsError ? true : undefined} />
        <span>
          {t('buying.terms.before')}
          <Link href="/terms" target="_blank">
            {t('buying.terms.link')}
          </Link>
          {t('buying.terms.after')}
        </span>
      </label>
      {termsError ? (
        <p className="field-error" role="alert">
          {t('checkout.termsRequired')}
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <div className="checkout-form__actions">
        <button type="button" className="link-button" onClick={onBack}>
          {t('checkout.back')}
        </button>
        <button
          type="submit"
          className="button"
          disabled={busy || state.status !== 'Loaded'}
          aria-busy={busy && !savingQuote}
          onClick={() => {
            saveAsQuote.current = false;
          }}
        >
          {busy && !savingQuote ? t('checkout.placingOrder') : t('checkout.placeOrder')}
        </button>
        {/* After the order button, so Enter (the form's default button) places the order. */}
        {offersPriceCalculation ? (
          <button
            type="submit"
            className="button price-calculation__save"
            disabled={busy || state.status !== 'Loaded'}
            aria-busy={busy && savingQuote}
            aria-describedby="price-calculation-note"
            onClick={() => {
              saveAsQuote.current = true;
            }}
          >
            {busy && savingQuote ? t('priceCalculations.saving') : t('priceCalculations.save')}
          </button>
        ) : null}
      </div>
      {offersPriceCalculation ? (
        <p id="price-calculation-note" className="price-calculation__note">
          {t('priceCalculations.saveNote')}
        </p>
      ) : null}
    </form>
  );
}
