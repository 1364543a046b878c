'use client';

import { type CartSelection, type ConfirmOrderValues, confirmOrderSchema } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { PRICE_CALCULATIONS_TEXTS } from '../../lib/i18n/areas/price-calculations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { storedAffiliateCode } from '../affiliate/index.ts';
import { canSavePriceCalculation } from '../price-calculations/index.ts';
import { CartLines } from './cart-lines.tsx';
import { CreateOrderMutation, CreateUserOrderMutation } from './checkout-operations.ts';
import type { AddressSelection, CheckoutUserInfo, SelectedShipping } from './checkout-state.ts';
import { ConfirmOrderActions, SAVE_AS_QUOTE } from './confirm-order-actions.tsx';
import { OrderAddress } from './order-address.tsx';
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
  const { t, i18n } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS, PRICE_CALCULATIONS_TEXTS);
  const client = useGraphqlClient();
  const router = useRouter();
  const captcha = useCaptcha();
  const { state } = useCartSummary({ readOnly: true, requireShipping: true });
  const catalogue = useLicenceCatalogue();
  const form = useZodForm(confirmOrderSchema, { isGift: false, terms: false } satisfies ConfirmOrderValues);
  const [quoting, setQuoting] = useState(false);
  const offersPriceCalculation = canSavePriceCalculation(selections, addressSelection?.Billing);
  const items = useMemo(
    () =>
      new Map<number, SummaryItemView>(
        state.status === 'Loaded' ? state.summary.items.map((item) => [item.selectionIndex, item]) : [],
      ),
    [state],
  );

  // Which button sent the form: place the order, or save it as a price calculation (a quote).
  const submit = async (
    { isGift }: { isGift: boolean },
    submitter: HTMLElement | null,
  ): Promise<FormRefusal | undefined> => {
    if (state.status !== 'Loaded') return undefined;
    const priceCalculation = submitter?.getAttribute('value') === SAVE_AS_QUOTE && offersPriceCalculation;
    setQuoting(priceCalculation);
    const failed = (message: string): FormRefusal => ({ message });
    try {
      const common = {
        ...selectionInputs(selections),
        shippingID: shipping.id ?? null,
        isGift,
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
        if (fields && Object.keys(fields.fields).length > 0) {
          onFieldErrors(fields);
          return undefined;
        }
        return failed(fields?.other[0] ?? failureOfOperation(result.error).messageKey);
      }
      const data = result.data as { createOrder?: unknown; createUserOrder?: unknown } | undefined;
      const order = (data?.createUserOrder ?? data?.createOrder) as { id: string; hash: string } | undefined;
      if (!order) return failed('common:errors.unknown');
      onPlaced();
      // A price calculation waits in the account with its PDF; an order goes on to be paid.
      if (priceCalculation) router.push('/my_account/price_calculations');
      else router.push(`/pay/${encodeURIComponent(order.id)}/${encodeURIComponent(order.hash)}`);
      return undefined;
    } catch {
      // Only a guest's order waits for the captcha, the one thing here that throws.
      return failed(addressSelection?.Billing ? 'common:errors.unknown' : 'common:errors.captcha_invalid');
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="checkout-form" aria-labelledby="step-title">
      <section aria-labelledby="invoice-title">
        <h3 id="invoice-title">{t('checkout.invoiceTo')}</h3>
        <OrderAddress address={userInfo} />
      </section>
      <CartLines selections={selections} items={items} catalogue={catalogue} />
      {state.status === 'Loading' ? <p role="status">{t('cart.loading')}</p> : null}
      {state.status === 'Error' ? (
        <p role="alert">{state.message ?? i18n.t(state.messageKey as never)}</p>
      ) : null}
      {state.status === 'Loaded' ? <SummaryTotals summary={state.summary} /> : null}
      <FormCheckbox<ConfirmOrderValues> name="isGift">{t('checkout.isGift')}</FormCheckbox>
      <FormCheckbox<ConfirmOrderValues> name="terms" label={t('checkout.acceptTerms')}>
        <span>
          {t('buying.terms.before')}
          <Link href="/terms" target="_blank">
            {t('buying.terms.link')}
          </Link>
          {t('buying.terms.after')}
        </span>
      </FormCheckbox>
      <ConfirmOrderActions
        onBack={onBack}
        isDisabled={state.status !== 'Loaded'}
        offersPriceCalculation={offersPriceCalculation}
        quoting={quoting}
      />
      {offersPriceCalculation ? (
        <p id="price-calculation-note" className="price-calculation__note">
          {t('priceCalculations.saveNote')}
        </p>
      ) : null}
    </Form>
  );
}
