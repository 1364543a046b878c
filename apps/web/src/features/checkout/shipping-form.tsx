'use client';

import { type CartSelection, formatMoney, PICKUP_SHIPPING_TYPE } from '@foundry/domain';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { ReadAvailableShippingsQuery } from './checkout-operations.ts';
import type { CheckoutUserInfo, SelectedShipping } from './checkout-state.ts';
import { addressInputOfUserInfo } from './order-user-input.ts';
import { selectionInputs } from './selection-inputs.ts';
import { StepActions } from './step-actions.tsx';
import type { ShippingView } from './summary-view.ts';

interface ShippingFormProps {
  selections: readonly CartSelection[];
  userInfo: CheckoutUserInfo;
  selected: SelectedShipping;
  onSelect: (shipping: SelectedShipping) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** Step 4: the shipping methods that deliver the physical items to the buyer's address. */
export function ShippingForm({
  selections,
  userInfo,
  selected,
  onSelect,
  onSubmit,
  onBack,
}: ShippingFormProps) {
  const { t, i18n } = useTranslation();
  const variables = useMemo(() => {
    return {
      shippingAddress: addressInputOfUserInfo(userInfo),
      country: userInfo.country || null,
      physicalProductSelections: selectionInputs(selections).physicalProductSelections,
    };
  }, [selections, userInfo]);
  const [{ data, fetching, error }] = useQuery({
    query: ReadAvailableShippingsQuery,
    variables: variables as VariablesOf<typeof ReadAvailableShippingsQuery>,
    requestPolicy: 'cache-and-network',
  });
  const shippings = (data?.readAvailableShippings ?? []) as readonly ShippingView[];

  // A method chosen earlier that no longer delivers here is forgotten.
  useEffect(() => {
    if (data && selected.id && !shippings.some((s) => s.id === selected.id)) onSelect({});
  }, [data, shippings, selected.id, onSelect]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected.id) onSubmit();
  };

  return (
    <form className="checkout-form" onSubmit={submit} aria-labelledby="step-title">
      {error ? <p role="alert">{i18n.t(`common:errors.unknown`)}</p> : null}
      {fetching && !data ? <p role="status">{t('cart.loading')}</p> : null}
      {data && shippings.length === 0 ? <p role="alert">{t('checkout.noShippings')}</p> : null}
      <fieldset className="shipping-options">
        <legend className="visually-hidden">{t('checkout.steps.shipping')}</legend>
        {shippings.map((shipping) => (
          <label key={shipping.id} className="checkout-choice">
            <input
              type="radio"
              name="shipping"
              value={shipping.id}
              checked={selected.id === shipping.id}
              onChange={() =>
                onSelect({
                  id: shipping.id,
                  type: shipping.type,
                  title: shipping.title,
                  price: shipping.price,
                })
              }
            />
            <span>
              <strong>{shipping.title}</strong> — {formatMoney(shipping.price)}
              {shipping.subTitle ? <span className="cart-line__meta"> {shipping.subTitle}</span> : null}
              {shipping.deliveryTime ? (
                <span className="cart-line__meta">
                  {' '}
                  {t('checkout.deliveryTime', { time: shipping.deliveryTime })}
                </span>
              ) : null}
              {shipping.type === PICKUP_SHIPPING_TYPE && shipping.pickupAddress ? (
                <span className="cart-line__meta">
                  {' '}
                  {t('checkout.pickupAt', { address: shipping.pickupAddress })}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {!selected.id && data && shippings.length > 0 ? <p>{t('checkout.shippingNotChosen')}</p> : null}
      <StepActions onBack={onBack} nextDisabled={!selected.id} />
    </form>
  );
}
